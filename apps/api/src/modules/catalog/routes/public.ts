import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema, cityListSchema } from '@portal/shared/catalog';
import { listCategories, listCities } from '../repository.js';

/** City and category options for the forms (spec §3, §7). Public and cacheable. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cacheFor5Minutes = 'public, max-age=300';

  app.get('/ObtenerCiudades', { schema: { response: { 200: cityListSchema } } }, async (_req, reply) => {
    reply.header('cache-control', cacheFor5Minutes);
    return listCities(app.db);
  });

  app.get(
    '/ObtenerCategorias',
    { schema: { response: { 200: categoryListSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', cacheFor5Minutes);
      return listCategories(app.db);
    },
  );
};
