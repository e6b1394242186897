import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '@portal/shared/users/staff';
import {
  catalogParamsSchema,
  catalogPositionInputSchema,
  catalogPositionListSchema,
  catalogPositionSchema,
  staffCatalogQuerySchema,
} from '@portal/shared/catalog/staff';
import { requireStaff } from '../../../plugins/staff-auth.js';
import { createPosition, editPosition, listCatalog } from '../staff-service.js';

const answerSchema = z.object({ message: z.string(), position: catalogPositionSchema });

/** The agency's catalogue editor: a company's positions (or the default ones) and their salary ranges. */
export const catalogStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOf = (request: Parameters<typeof requireStaff>[0]) => requireStaff(request, STAFF_ROLES);

  app.get(
    '/staff/catalog',
    { schema: { querystring: staffCatalogQuerySchema, response: { 200: catalogPositionListSchema } } },
    async (request) => listCatalog(app.db, staffOf(request), request.query.id_empresa ?? null),
  );

  app.post(
    '/staff/catalog',
    { schema: { body: catalogPositionInputSchema, response: { 201: answerSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createPosition(app.db, staffOf(request), request.body)),
  );

  app.put(
    '/staff/catalog/:id',
    {
      schema: {
        params: catalogParamsSchema,
        body: catalogPositionInputSchema,
        response: { 200: answerSchema },
      },
    },
    async (request) => editPosition(app.db, staffOf(request), request.params.id, request.body),
  );
};
