import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateByDocumentQuerySchema, candidateSchema } from '@portal/shared/candidate';
import { AppError } from '../../lib/app-error.js';
import { toCandidateView } from './repository.js';

/** The signed-in candidate's own record (spec §7). */
export const candidateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/candidate/get_by_document',
    {
      preHandler: app.requireCandidate,
      schema: { querystring: candidateByDocumentQuerySchema, response: { 200: candidateSchema } },
    },
    async (request) => {
      const { numero_documento } = request.query;
      // Someone else's number reads as not found, whether or not it exists: nothing leaks.
      if (numero_documento !== request.identity!.username) throw AppError.notFound();
      const row = request.candidate;
      if (!row) {
        throw new AppError(
          'CANDIDATE_NOT_FOUND',
          400,
          `Candidate with numero_documento ${numero_documento} does not exist`,
        );
      }
      return toCandidateView(row);
    },
  );
};
