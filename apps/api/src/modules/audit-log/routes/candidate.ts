import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentOpeningListSchema } from '@portal/shared/consents/consents';
import { currentCandidate } from '../../candidates/current-candidate.js';
import { documentOpeningsOf } from '../service.js';

/** The signed-in candidate reads who opened their documents, and for whom (Ley 1581, art. 8 lit. c). */
export const documentOpeningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/candidate/document-openings',
    { schema: { response: { 200: documentOpeningListSchema } } },
    async (request) => documentOpeningsOf(app.db, currentCandidate(request).id_candidato),
  );
};
