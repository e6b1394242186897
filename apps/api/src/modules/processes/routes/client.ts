import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  decisionBodySchema,
  processDetailSchema,
  processListSchema,
  processParamsSchema,
  sharedCvParamsSchema,
} from '@portal/shared/processes/client';
import { clientMarkStepBodySchema } from '@portal/shared/applications/hiring';
import { messageSchema } from '@portal/shared/users/staff';
import { requireCompanyUser } from '../../../plugins/staff-auth.js';
import {
  decide,
  listProcesses,
  PROCESS_LIST_TABLES,
  markClientStep,
  openSharedCv,
  processDetail,
} from '../service.js';

/** The client company's processes (`/order/procesos`): company users only, their company only. */
export const processClientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client/processes',
    { schema: { response: { 200: processListSchema } } },
    async (request, reply) => {
      const company = requireCompanyUser(request);
      return app.serveSignedInRead(request, reply, {
        key: `procesos:${company.id_empresa}`,
        tables: PROCESS_LIST_TABLES,
        schema: processListSchema,
        compute: () => listProcesses(app.db, company),
      });
    },
  );

  app.get(
    '/client/processes/:id',
    { schema: { params: processParamsSchema, response: { 200: processDetailSchema } } },
    async (request) => processDetail(app.db, requireCompanyUser(request), request.params.id),
  );

  // A link the company opens in a new tab: checks the candidate's authorizations now, logs the
  // opening (the candidate sees it in Mis datos) and sends the browser on to a short-lived file link.
  app.get(
    '/client/processes/:id/candidatos/:applicationId/hoja-de-vida',
    { schema: { params: sharedCvParamsSchema } },
    async (request, reply) => {
      const { id, applicationId } = request.params;
      const url = await openSharedCv(app.db, app.storage, requireCompanyUser(request), id, applicationId);
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
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
