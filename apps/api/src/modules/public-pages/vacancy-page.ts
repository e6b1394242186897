import type { FastifyInstance } from 'fastify';
import { bogotaToday } from '@portal/shared/documents/rules';
import { jobPosting } from '@portal/shared/vacancies/job-posting';
import { vacancyDetailSchema } from '@portal/shared/vacancies/public';
import { vacancyDetailKey } from '@portal/shared/vacancies/constants';
import { AppError } from '../../lib/app-error.js';
import { getVacancy } from '../vacancies/service.js';
import { DEFAULT_DESCRIPTION, SITE_NAME, summary, type PageHead } from './head.js';
import type { PageContext } from './page-context.js';

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
 * `/vacancy/:id`: the vacancy rendered with its data, title, preview tags and (while open) its
 * JobPosting JSON-LD; kept until the vacancy changes or the day does.
 */
export function vacancyPageRoute(app: FastifyInstance, page: PageContext) {
  app.get<{ Params: { id: string }; Querystring: { id_espacio_agendamiento?: unknown } }>(
    '/vacancy/:id',
    async (request, reply) => {
      const id = positiveId(request.params.id);
      // A link to one of the vacancy's times (spec §3) comes with that time chosen.
      const slot = linkSlot(request.query.id_espacio_agendamiento);
      const origin = page.origin(request);
      const notFound: PageHead = {
        title: `Vacante no encontrada | ${SITE_NAME}`,
        description: DEFAULT_DESCRIPTION,
        path: `/vacancy/${encodeURIComponent(request.params.id)}`,
        noindex: true,
      };
      if (id === null) return page.sendPage(request, reply, notFound, 404);
      try {
        return await app.servePublicPage(request, reply, {
          area: 'vacantes',
          key: `vacante:${id}:${slot ?? ''}:${origin}`,
          day: bogotaToday(app.clock.now()),
          render: async () => {
            const vacancy = await getVacancy(app.db, id);
            const open = vacancy.estado === 'abierta';
            return page.shell.render(origin, {
              prerender: true,
              scripts: page.scripts.vacancy,
              ...(slot ? { renderPath: `/vacancy/${id}?id_espacio_agendamiento=${slot}` } : {}),
              head: {
                title: `${vacancy.titulo} en ${vacancy.nombre_ciudad} | ${SITE_NAME}`,
                description: summary(`${vacancy.empresa} · ${vacancy.nombre_ciudad}. ${vacancy.descripcion}`),
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
          return page.sendPage(request, reply, notFound, 404);
        }
        throw error;
      }
    },
  );
}
