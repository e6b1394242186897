import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerDataRequestSchema,
  dataRequestParamsSchema,
  extendDataRequestSchema,
  staffDataRequestListSchema,
  staffDataRequestQuerySchema,
} from '@portal/shared/data-requests';
import { DATA_REQUEST_ROLES, messageSchema } from '@portal/shared/users/staff';
import { requireStaff } from '../../../plugins/staff-auth.js';
import { answerDataRequest, dataRequestQueue, extendDataRequest } from '../service.js';

/** The agency's queue of consultas and reclamos, by legal due date. */
export const dataRequestStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/data-requests',
    { schema: { querystring: staffDataRequestQuerySchema, response: { 200: staffDataRequestListSchema } } },
    async (request) => {
      const staff = requireStaff(request, DATA_REQUEST_ROLES);
      return dataRequestQueue(app.db, staff, request.query.estado, app.clock.now());
    },
  );

  app.post(
    '/staff/data-requests/:id/answer',
    {
      schema: {
        params: dataRequestParamsSchema,
        body: answerDataRequestSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      answerDataRequest(
        { db: app.db, storage: app.storage },
        requireStaff(request, DATA_REQUEST_ROLES),
        request.params.id,
        request.body,
        app.clock.now(),
        { ip: request.ip, agente: request.headers['user-agent']?.slice(0, 500) ?? null },
      ),
  );

  app.post(
    '/staff/data-requests/:id/extend',
    {
      schema: {
        params: dataRequestParamsSchema,
        body: extendDataRequestSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      extendDataRequest(
        app.db,
        requireStaff(request, DATA_REQUEST_ROLES),
        request.params.id,
        request.body.motivo,
        app.clock.now(),
      ),
  );
};
