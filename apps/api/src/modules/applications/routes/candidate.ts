import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationListSchema,
  applicationParamsSchema,
  applyRequestSchema,
  applyResponseSchema,
  shareCvBodySchema,
} from '@portal/shared/applications/candidate';
import { messageSchema } from '@portal/shared/users/staff';
import { currentCandidate } from '../../candidates/current-candidate.js';
import { interviewSlotBodySchema } from '@portal/shared/applications/pipeline';
import { cancelInterview, moveInterview } from '../interview-booking.js';
import { applicationsOf, apply, shareCv } from '../service.js';

/** The signed-in candidate's own applications: nobody else's id is ever taken from the request. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/candidate/applications',
    {
      schema: { body: applyRequestSchema, response: { 200: applyResponseSchema, 201: applyResponseSchema } },
    },
    async (request, reply) => {
      const candidate = currentCandidate(request);
      const result = await apply(app.db, candidate.id_candidato, request.body);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/candidate/applications',
    { schema: { response: { 200: applicationListSchema } } },
    async (request) => applicationsOf(app.db, currentCandidate(request).id_candidato),
  );

  app.put(
    '/candidate/applications/:id/share',
    {
      schema: { params: applicationParamsSchema, body: shareCvBodySchema, response: { 200: messageSchema } },
    },
    async (request) => shareCv(app.db, currentCandidate(request), request.params.id, request.body.autoriza),
  );

  app.delete(
    '/candidate/applications/:id/entrevista',
    { schema: { params: applicationParamsSchema, response: { 200: messageSchema } } },
    async (request) => cancelInterview(app.db, { candidate: currentCandidate(request) }, request.params.id),
  );

  // Another slot of the same vacancy (or a first one): the old place is freed, the calendar updated.
  app.put(
    '/candidate/applications/:id/entrevista',
    {
      schema: {
        params: applicationParamsSchema,
        body: interviewSlotBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      moveInterview(
        app.db,
        { candidate: currentCandidate(request) },
        request.params.id,
        request.body.id_espacio_agendamiento,
      ),
  );
};
