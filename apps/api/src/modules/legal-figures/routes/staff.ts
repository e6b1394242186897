import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addLegalFigureBodySchema,
  legalFigureListSchema,
  legalFigureParamsSchema,
} from '@portal/shared/legal-figures';
import { messageSchema } from '@portal/shared/users/staff';
import { requireStaff } from '../../../plugins/staff-auth.js';
import { addLegalFigure, legalFigureList, removeLegalFigure } from '../service.js';

/** Every staff member reads the figures in force; only an admin registers or takes back a value. */
export const legalFigureStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/legal-figures',
    { schema: { response: { 200: legalFigureListSchema } } },
    async (request) => {
      requireStaff(request);
      return legalFigureList(app.db, app.clock.now());
    },
  );

  app.post(
    '/staff/legal-figures',
    { schema: { body: addLegalFigureBodySchema, response: { 201: messageSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addLegalFigure(app.db, requireStaff(request, ['admin']), request.body, app.clock.now())),
  );

  app.delete(
    '/staff/legal-figures/:id',
    { schema: { params: legalFigureParamsSchema, response: { 200: messageSchema } } },
    async (request) =>
      removeLegalFigure(app.db, requireStaff(request, ['admin']), request.params.id, app.clock.now()),
  );
};
