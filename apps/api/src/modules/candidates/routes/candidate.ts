import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateByDocumentQuerySchema, candidateSchema } from '@portal/shared/candidates/candidate';
import { profileSchema, profileUpdateSchema } from '@portal/shared/candidates/profile';
import { AppError } from '../../../lib/app-error.js';
import { currentCandidate } from '../current-candidate.js';
import { toCandidateView, toProfile } from '../views.js';
import { saveProfile } from '../service.js';

/** The signed-in candidate's own record (spec §7) and profile; nobody else's is ever reachable. */
export const candidateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/candidate/get_by_document',
    { schema: { querystring: candidateByDocumentQuerySchema, response: { 200: candidateSchema } } },
    async (request) => {
      // Someone else's number reads as not found, whether or not it exists: nothing leaks.
      if (request.query.numero_documento !== request.identity!.username) throw AppError.notFound();
      return toCandidateView(currentCandidate(request));
    },
  );

  app.get('/candidate/profile', { schema: { response: { 200: profileSchema } } }, async (request) =>
    toProfile(currentCandidate(request)),
  );

  // The body is validated with spec §5's rules before any write.
  app.put(
    '/candidate/profile',
    { schema: { body: profileUpdateSchema, response: { 200: profileSchema } } },
    async (request) => toProfile(await saveProfile(app.db, currentCandidate(request), request.body)),
  );
};
