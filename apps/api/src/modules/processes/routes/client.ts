import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  decisionBodySchema,
  processDetailSchema,
  processListSchema,
  processParamsSchema,
} from '@portal/shared/client-processes';
import { clientMarkStepBodySchema } from '@portal/shared/hiring';
import { messageSchema } from '@portal/shared/staff';
import { requireCompanyUser } from '../../../plugins/staff-auth.js';
import { decide, listProcesses, markClientStep, processDetail } from '../service.js';

/** The client company's processes (`/order/procesos`): company users only, their company only. */
export const processClientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/client/processes', { schema: { response: { 200: processListSchema } } }, async (request) =>
    listProcesses(app.db, requireCompanyUser(request)),
  );

  app.get(
    '/client/processes/:id',
    { schema: { params: processParamsSchema, response: { 200: processDetailSchema } } },
    async (request) => processDetail(app.db, app.storage, requireCompanyUser(request), request.params.id),
  );

  app.post(
    '/client/processes/:id/decisions',
    {
      schema: { params: processParamsSchema, body: decisionBodySchema, response: { 200: messageSchema } },
    },
    async (request) => decide(app.db, requireCompanyUser(request), request.params.id, request.body),
  );

  app.post(
    '/client/processes/:id/hiring-steps',
    {
      schema: {
        params: processParamsSchema,
        body: clientMarkStepBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => markClientStep(app.db, requireCompanyUser(request), request.params.id, request.body),
  );
};
