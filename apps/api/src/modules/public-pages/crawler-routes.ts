import type { FastifyInstance, FastifyRequest } from 'fastify';
import { POLICIES, policyPath } from '@portal/shared/consents/policies';
import { openVacanciesForSitemap } from '../vacancies/service.js';

/** `/sitemap.xml` (the landing, the policies and every open vacancy) and `/robots.txt`, for crawlers. */
export function crawlerRoutes(app: FastifyInstance, origin: (request: FastifyRequest) => string) {
  app.get('/sitemap.xml', async (request, reply) => {
    const base = origin(request);
    const vacancies = await openVacanciesForSitemap(app.db);
    const entry = (path: string, lastmod?: Date) =>
      `  <url><loc>${base}${path}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
    const urls = [
      entry('/landing'),
      ...POLICIES.map((policy) => entry(policyPath(policy.slug))),
      ...vacancies.map((vacancy) => entry(`/vacancy/${vacancy.id}`, vacancy.lastmod)),
    ];
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          // Signed-in areas and the API hold nothing for search engines.
          'Disallow: /api/',
          'Disallow: /dashboard',
          'Disallow: /order',
          'Disallow: /documentos',
          'Disallow: /solicitudes-documentos',
          'Disallow: /dev/',
          'Disallow: /alertas/',
          `Sitemap: ${origin(request)}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
}
