import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignmentParamsSchema } from '@portal/shared/assignments/assignment';
import {
  candidateContractSchema,
  certificateQuerySchema,
  contractParamsSchema,
  workerSignBodySchema,
} from '@portal/shared/contracts/signing';
import { messageSchema } from '@portal/shared/users/staff';
import { requireIdentity } from '../../../plugins/authenticate.js';
import { currentCandidate } from '../../candidates/current-candidate.js';
import { workCertificate } from '../certificates/service.js';
import * as signing from '../signing/service.js';
import { sendPdf, signingRequestOf } from './pdf-reply.js';

/** The worker reads and signs their contract, downloads it, and asks for a certificado laboral. */
export const contractCandidateRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = (request: Parameters<typeof currentCandidate>[0]) => currentCandidate(request).id_candidato;
  /** The address the sign-in verified, from the id token: where a signing code may go. */
  const verifiedEmail = (request: Parameters<typeof currentCandidate>[0]) => {
    const identity = requireIdentity(request);
    return identity.claims.email_verified === true && identity.email ? identity.email : null;
  };

  app.get(
    '/candidate/contracts/:id',
    { schema: { params: contractParamsSchema, response: { 200: candidateContractSchema } } },
    async (request) =>
      signing.candidateContract(app.db, me(request), verifiedEmail(request), request.params.id),
  );

  app.get(
    '/candidate/contracts/:id/pdf',
    { schema: { params: contractParamsSchema } },
    async (request, reply) =>
      sendPdf(reply, await signing.candidateContractFile(app.db, me(request), request.params.id)),
  );

  app.post(
    '/candidate/contracts/:id/code',
    { schema: { params: contractParamsSchema, response: { 200: messageSchema } } },
    async (request) =>
      signing.sendWorkerCode(app.db, me(request), verifiedEmail(request), request.params.id, app.clock.now()),
  );

  app.post(
    '/candidate/contracts/:id/sign',
    {
      schema: { params: contractParamsSchema, body: workerSignBodySchema, response: { 200: messageSchema } },
    },
    async (request) =>
      signing.signAsWorker(
        app.db,
        me(request),
        request.params.id,
        request.body,
        signingRequestOf(request),
        app.clock.now(),
      ),
  );

  app.get(
    '/candidate/assignments/:id/certificate',
    { schema: { params: assignmentParamsSchema, querystring: certificateQuerySchema } },
    async (request, reply) =>
      sendPdf(
        reply,
        await workCertificate(
          app.db,
          me(request),
          request.params.id,
          request.query.salario === 'si',
          app.env,
          signingRequestOf(request).origin,
          app.clock.now(),
        ),
      ),
  );
};
