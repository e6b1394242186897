import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  vacancyDetailSchema,
  vacancyIdParamsSchema,
  vacancyListQuerySchema,
  vacancyPageSchema,
} from '@portal/shared/vacancy';
import { getVacancy, searchVacancies } from '../service.js';

/** Public vacancy search and detail. */
export const vacancyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vacancies',
    { schema: { querystring: vacancyListQuerySchema, response: { 200: vacancyPageSchema } } },
    async (request) => searchVacancies(app.db, request.query),
  );

  app.get(
    '/vacancies/:id',
    { schema: { params: vacancyIdParamsSchema, response: { 200: vacancyDetailSchema } } },
    async (request) => getVacancy(app.db, request.params.id),
  );
};
