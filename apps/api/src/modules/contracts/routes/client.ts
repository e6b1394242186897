import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractParamsSchema } from '@portal/shared/contracts/signing';
import { requireCompanyUser } from '../../../plugins/staff-auth.js';
import { companyContractFile } from '../signing/service.js';
import { sendPdf } from './pdf-reply.js';

/** The company downloads the signed contract of a worker on assignment with it. */
export const contractClientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/client/contracts/:id/pdf', { schema: { params: contractParamsSchema } }, async (request, reply) =>
    sendPdf(reply, await companyContractFile(app.db, requireCompanyUser(request), request.params.id)),
  );
};
