import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentChangeSchema, consentStateSchema } from '@portal/shared/consents/consents';
import { currentCandidate } from '../../candidates/current-candidate.js';
import { changeConsent, consentState } from '../service.js';

/** The signed-in candidate's own authorizations (Ley 1581 de 2012): where they stand and every act. */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/candidate/consents', { schema: { response: { 200: consentStateSchema } } }, async (request) =>
    consentState(app.db, currentCandidate(request).id_candidato),
  );

  app.post(
    '/candidate/consents',
    { schema: { body: consentChangeSchema, response: { 200: consentStateSchema } } },
    async (request) =>
      changeConsent(app.db, currentCandidate(request).id_candidato, request.body, {
        ip: request.ip,
        agente: request.headers['user-agent']?.slice(0, 500) ?? null,
        at: app.clock.now(),
      }),
  );
};
