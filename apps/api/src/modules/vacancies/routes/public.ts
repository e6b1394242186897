import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  vacancyDetailSchema,
  vacancyIdParamsSchema,
  vacancyListQuerySchema,
  vacancyPageSchema,
} from '@portal/shared/vacancies/public';
import { bogotaToday } from '@portal/shared/documents/rules';
import { getVacancy, searchVacancies } from '../service.js';

/** Public vacancy search and detail, served from each process's cache while no vacancy changed (0033). */
export const vacancyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vacancies',
    { schema: { querystring: vacancyListQuerySchema, response: { 200: vacancyPageSchema } } },
    async (request, reply) =>
      app.servePublicRead(request, reply, {
        area: 'vacantes',
        key: `lista:${JSON.stringify(request.query)}`,
        day: bogotaToday(app.clock.now()),
        schema: vacancyPageSchema,
        compute: () => searchVacancies(app.db, request.query),
      }),
  );

  app.get(
    '/vacancies/:id',
    { schema: { params: vacancyIdParamsSchema, response: { 200: vacancyDetailSchema } } },
    async (request, reply) =>
      app.servePublicRead(request, reply, {
        area: 'vacantes',
        key: `detalle:${request.params.id}`,
        day: bogotaToday(app.clock.now()),
        schema: vacancyDetailSchema,
        compute: () => getVacancy(app.db, request.params.id),
      }),
  );
};
