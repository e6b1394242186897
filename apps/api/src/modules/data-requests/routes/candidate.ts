import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  candidateDataRequestListSchema,
  candidateDataRequestSchema,
  dataRequestBodySchema,
} from '@portal/shared/data-requests';
import { z } from 'zod';
import { currentCandidate } from '../../candidates/current-candidate.js';
import { dataRequestsOf, fileDataRequest } from '../service.js';

/** The signed-in candidate's consultas and reclamos (Ley 1581 de 2012, arts. 14 and 15). */
export const dataRequestCandidateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/candidate/data-requests',
    { schema: { response: { 200: candidateDataRequestListSchema } } },
    async (request) => dataRequestsOf(app.db, currentCandidate(request).id_candidato),
  );

  app.post(
    '/candidate/data-requests',
    {
      schema: {
        body: dataRequestBodySchema,
        response: { 201: z.object({ message: z.string(), solicitud: candidateDataRequestSchema }) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await fileDataRequest(app.db, currentCandidate(request), request.body, app.clock.now())),
  );
};
