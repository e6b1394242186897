import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema, cityListSchema } from '@portal/shared/catalog/public';
import { categoryOptions, cityOptions } from '../service.js';

/** City and category options for the forms (spec §3, §7). Public and cacheable. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/ObtenerCiudades', { schema: { response: { 200: cityListSchema } } }, async (request, reply) =>
    app.servePublicRead(request, reply, {
      area: 'catalogo',
      key: 'ciudades',
      schema: cityListSchema,
      compute: () => cityOptions(app.db),
    }),
  );

  app.get(
    '/ObtenerCategorias',
    { schema: { response: { 200: categoryListSchema } } },
    async (request, reply) =>
      app.servePublicRead(request, reply, {
        area: 'catalogo',
        key: 'categorias',
        schema: categoryListSchema,
        compute: () => categoryOptions(app.db),
      }),
  );
};
