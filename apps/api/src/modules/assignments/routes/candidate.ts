import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignmentListSchema } from '@portal/shared/assignments/assignment';
import { currentCandidate } from '../../candidates/current-candidate.js';
import { candidateAssignments } from '../service.js';

/** The worker's own assignments ('Mis misiones'). */
export const assignmentCandidateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/candidate/assignments',
    { schema: { response: { 200: assignmentListSchema } } },
    async (request) => candidateAssignments(app.db, currentCandidate(request).id_candidato, app.clock.now()),
  );
};
