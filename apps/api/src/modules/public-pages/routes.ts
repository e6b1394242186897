import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BootQuery } from '@portal/shared/system/boot';
import { bogotaToday } from '@portal/shared/documents/rules';
import { jobPosting } from '@portal/shared/vacancies/job-posting';
import { landingHead } from '@portal/shared/messages';
import {
  findPolicy,
  POLICIES,
  policyPath,
  policyQueryKey,
  policyTextPath,
} from '@portal/shared/consents/policies';
import { vacancyDetailSchema, vacancyPageSchema } from '@portal/shared/vacancies/public';
import {
  categoriesQueryKey,
  citiesQueryKey,
  LANDING_NEWEST_COUNT,
  newestVacanciesKey,
  vacancyDetailKey,
} from '@portal/shared/vacancies/constants';
import { AppError } from '../../lib/app-error.js';
import { routeScripts } from '../../lib/build-manifest.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { categoryOptions, cityOptions } from '../catalog/service.js';
import { getVacancy, openVacanciesForSitemap, searchVacancies } from '../vacancies/service.js';
import { DEFAULT_DESCRIPTION, SITE_NAME, summary, type PageHead } from './head.js';
import type { PageShell, ShellPage } from './shell.js';

/** The landing's title and description are the ones its page shows (shared messages). */
const LANDING = { ...landingHead, path: '/landing' } satisfies PageHead;

const MAX_ID = 2_147_483_647;
/** Positive integer ids a row can have; anything else is an unknown page, as the client shows it. */
const positiveId = (raw: string) =>
  /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : null;

/** The interview time a vacancy link names, read as the app reads it: `Number`, the first if repeated. */
function linkSlot(raw: unknown): number | null {
  const first = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  const slot = typeof first === 'string' && first.trim() !== '' ? Number(first) : NaN;
  return Number.isInteger(slot) && slot > 0 && slot <= MAX_ID ? slot : null;
}

/**
 * The public pages' first HTML carries their own title, description, canonical URL, link preview
 * tags and (for a vacancy) the JobPosting JSON-LD, so a crawler or a WhatsApp preview that runs no
 * JavaScript sees them (issue 13). The SPA's index.html is the template; without a build (tests of
 * the API alone, `npm run dev`) only the sitemap and robots.txt are served.
 */
export async function publicPageRoutes(app: FastifyInstance, { shell }: { shell: PageShell | null }) {
  const { manifest } = shell ?? { manifest: null };
  /** The lazy route modules a first visit loads, as the web build names them, with their imports. */
  const scriptsOf = (...modules: string[]) =>
    manifest ? [...new Set(modules.flatMap((module) => routeScripts(manifest, module)))] : [];
  const scripts = {
    // `/` shows the sign-in screen to a visitor who is not signed in, as a first visit is.
    home: scriptsOf('src/app/routes/public/home.tsx', 'src/features/candidate/identity/AuthScreen.tsx'),
    vacancy: scriptsOf('src/app/routes/public/vacancy.tsx'),
    landing: scriptsOf('src/app/routes/public/landing.tsx'),
    policy: scriptsOf('src/app/routes/public/policy.tsx'),
  };
  const origin = (request: FastifyRequest) => publicOrigin(request, app.env);
  /** A policy's text as the web build wrote it, for its page's boot data; none if the file is missing. */
  const policyQueries = (slug: string): BootQuery[] | undefined => {
    const file = resolve(app.env.WEB_DIST_DIR, policyTextPath(slug));
    return existsSync(file) ? [[policyQueryKey(slug), JSON.parse(readFileSync(file, 'utf8'))]] : undefined;
  };

  const sendPage = (request: FastifyRequest, reply: FastifyReply, head: PageHead, status = 200) =>
    shell!.send(reply, origin(request), { head }, status);
  /** A page fixed until the next build: made once per origin, then served from memory. */
  const sendFixedPage = (request: FastifyRequest, reply: FastifyReply, page: ShellPage) =>
    app.servePublicPage(request, reply, {
      key: `${page.head.path}:${page.prerender ? 'pintada' : 'app'}:${origin(request)}`,
      render: () => shell!.render(origin(request), page),
    });

  if (shell) {
    app.get<{ Querystring: { paso?: unknown } }>('/', (request, reply) =>
      sendFixedPage(request, reply, {
        // Rendered as a signed-out visitor sees it (the sign-in form); only the browser knows whether
        // someone is signed in, and there the page's first script hides it if so (decision 0045). A
        // step's own address (`/?paso=registro`) shows another form: that one is left to the app.
        ...(request.query.paso === undefined ? { prerender: 'signed-out' as const } : {}),
        scripts: scripts.home,
        head: { title: SITE_NAME, description: DEFAULT_DESCRIPTION, path: '/' },
      }),
    );

    app.get<{ Params: { id: string }; Querystring: { id_espacio_agendamiento?: unknown } }>(
      '/vacancy/:id',
      async (request, reply) => {
        const id = positiveId(request.params.id);
        // A link to one of the vacancy's times (spec §3) comes with that time chosen.
        const slot = linkSlot(request.query.id_espacio_agendamiento);
        const notFound: PageHead = {
          title: `Vacante no encontrada | ${SITE_NAME}`,
          description: DEFAULT_DESCRIPTION,
          path: `/vacancy/${encodeURIComponent(request.params.id)}`,
          noindex: true,
        };
        if (id === null) return sendPage(request, reply, notFound, 404);
        try {
          return await app.servePublicPage(request, reply, {
            area: 'vacantes',
            key: `vacante:${id}:${slot ?? ''}:${origin(request)}`,
            day: bogotaToday(app.clock.now()),
            render: async () => {
              const vacancy = await getVacancy(app.db, id);
              const open = vacancy.estado === 'abierta';
              return shell.render(origin(request), {
                prerender: true,
                scripts: scripts.vacancy,
                ...(slot ? { renderPath: `/vacancy/${id}?id_espacio_agendamiento=${slot}` } : {}),
                head: {
                  title: `${vacancy.titulo} en ${vacancy.nombre_ciudad} | ${SITE_NAME}`,
                  description: summary(
                    `${vacancy.empresa} · ${vacancy.nombre_ciudad}. ${vacancy.descripcion}`,
                  ),
                  path: `/vacancy/${id}`,
                  type: 'article',
                  // A closed vacancy keeps its page for people who have the link, but leaves Google for Jobs.
                  jsonLd: open ? jobPosting(vacancy) : undefined,
                  noindex: !open,
                },
                // The page's data comes with it: its first render needs no call to the API.
                queries: [[vacancyDetailKey(String(id)), vacancyDetailSchema.parse(vacancy)]],
              });
            },
          });
        } catch (error) {
          if (error instanceof AppError && error.statusCode === 404) {
            return sendPage(request, reply, notFound, 404);
          }
          throw error;
        }
      },
    );

    // The newest vacancies and the search's city and category lists come with the page (rendered, and
    // in its boot data): kept until a vacancy or the catalog changes.
    app.get('/landing', (request, reply) =>
      app.servePublicPage(request, reply, {
        area: ['vacantes', 'catalogo'],
        key: `landing:${origin(request)}`,
        day: bogotaToday(app.clock.now()),
        render: async () => {
          // Three independent reads: asked together, not one after another.
          const [newest, cities, categories] = await Promise.all([
            searchVacancies(app.db, { page: 1, page_size: LANDING_NEWEST_COUNT }),
            cityOptions(app.db),
            categoryOptions(app.db),
          ]);
          return shell.render(origin(request), {
            prerender: true,
            scripts: scripts.landing,
            head: LANDING,
            queries: [
              [newestVacanciesKey(LANDING_NEWEST_COUNT), vacancyPageSchema.parse(newest)],
              [citiesQueryKey, cities],
              [categoriesQueryKey, categories],
            ],
          });
        },
      }),
    );

    app.get<{ Params: { slug: string } }>('/politicas/:slug', (request, reply) => {
      const policy = findPolicy(request.params.slug);
      if (!policy) {
        return sendPage(
          request,
          reply,
          { ...LANDING, title: `Página no encontrada | ${SITE_NAME}`, path: '/', noindex: true },
          404,
        );
      }
      return sendFixedPage(request, reply, {
        prerender: true,
        queries: policyQueries(policy.slug),
        scripts: scripts.policy,
        head: {
          title: `${policy.title} | ${SITE_NAME}`,
          description: policy.description,
          path: policyPath(policy.slug),
        },
      });
    });
  }

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
