import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BootQuery } from '@portal/shared/system/boot';
import { bogotaToday } from '@portal/shared/documents/rules';
import { landingHead } from '@portal/shared/messages';
import { findPolicy, policyPath, policyQueryKey, policyTextPath } from '@portal/shared/consents/policies';
import { vacancyPageSchema } from '@portal/shared/vacancies/public';
import {
  categoriesQueryKey,
  citiesQueryKey,
  LANDING_NEWEST_COUNT,
  newestVacanciesKey,
} from '@portal/shared/vacancies/constants';
import { publicOrigin } from '../../lib/public-origin.js';
import { categoryOptions, cityOptions } from '../catalog/service.js';
import { searchVacancies } from '../vacancies/service.js';
import { crawlerRoutes } from './crawler-routes.js';
import { DEFAULT_DESCRIPTION, SITE_NAME, type PageHead } from './head.js';
import { pageContext, type PageContext } from './page-context.js';
import type { PageShell } from './shell.js';
import { vacancyPageRoute } from './vacancy-page.js';

/** The landing's title and description are the ones its page shows (shared messages). */
const LANDING = { ...landingHead, path: '/landing' } satisfies PageHead;

/** `/`: rendered as a signed-out visitor sees it (the sign-in form). */
function homePageRoute(app: FastifyInstance, page: PageContext) {
  app.get<{ Querystring: { paso?: unknown } }>('/', (request, reply) =>
    page.sendFixedPage(request, reply, {
      // Only the browser knows whether someone is signed in, and there the page's first script hides
      // the form if so (decision 0045). A step's own address (`/?paso=registro`) shows another form:
      // that one is left to the app.
      ...(request.query.paso === undefined ? { prerender: 'signed-out' as const } : {}),
      scripts: page.scripts.home,
      nextScripts: page.signInScripts,
      head: { title: SITE_NAME, description: DEFAULT_DESCRIPTION, path: '/' },
    }),
  );
}

/**
 * `/landing`: the newest vacancies and the search's city and category lists come with the page
 * (rendered, and in its boot data), kept until a vacancy or the catalog changes.
 */
function landingPageRoute(app: FastifyInstance, page: PageContext) {
  app.get('/landing', (request, reply) =>
    app.servePublicPage(request, reply, {
      area: ['vacantes', 'catalogo'],
      key: `landing:${page.origin(request)}`,
      day: bogotaToday(app.clock.now()),
      render: async () => {
        // Three independent reads: asked together, not one after another.
        const [newest, cities, categories] = await Promise.all([
          searchVacancies(app.db, { page: 1, page_size: LANDING_NEWEST_COUNT }),
          cityOptions(app.db),
          categoryOptions(app.db),
        ]);
        return page.shell.render(page.origin(request), {
          prerender: true,
          scripts: page.scripts.landing,
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
}

/** `/politicas/:slug`: the policy's text, as the web build wrote it, comes with its page. */
function policyPageRoute(app: FastifyInstance, page: PageContext) {
  const policyQueries = (slug: string): BootQuery[] | undefined => {
    const file = resolve(app.env.WEB_DIST_DIR, policyTextPath(slug));
    return existsSync(file) ? [[policyQueryKey(slug), JSON.parse(readFileSync(file, 'utf8'))]] : undefined;
  };
  app.get<{ Params: { slug: string } }>('/politicas/:slug', (request, reply) => {
    const policy = findPolicy(request.params.slug);
    if (!policy) {
      const notFound = { ...LANDING, title: `Página no encontrada | ${SITE_NAME}`, path: '/', noindex: true };
      return page.sendPage(request, reply, notFound, 404);
    }
    return page.sendFixedPage(request, reply, {
      prerender: true,
      queries: policyQueries(policy.slug),
      scripts: page.scripts.policy,
      head: {
        title: `${policy.title} | ${SITE_NAME}`,
        description: policy.description,
        path: policyPath(policy.slug),
      },
    });
  });
}

/**
 * The public pages' first HTML carries their own title, description, canonical URL, link preview
 * tags and (for a vacancy) the JobPosting JSON-LD, so a crawler or a WhatsApp preview that runs no
 * JavaScript sees them (issue 13). The SPA's index.html is the template; without a build (tests of
 * the API alone, `npm run dev`) only the sitemap and robots.txt are served.
 */
export async function publicPageRoutes(app: FastifyInstance, { shell }: { shell: PageShell | null }) {
  if (shell) {
    const page = pageContext(app, shell);
    homePageRoute(app, page);
    vacancyPageRoute(app, page);
    landingPageRoute(app, page);
    policyPageRoute(app, page);
  }
  crawlerRoutes(app, (request) => publicOrigin(request, app.env));
}
