import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@portal/shared/users/staff';
import {
  vacancyAlertBodySchema,
  vacancyAlertListSchema,
  vacancyAlertParamsSchema,
  vacancyAlertSchema,
} from '@portal/shared/vacancy-alerts';
import { currentCandidate } from '../../candidates/current-candidate.js';
import { alertsOf, createAlert, removeAlert } from '../service.js';

/** The signed-in candidate's vacancy alerts (issue 15 item 6). */
export const vacancyAlertCandidateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/candidate/vacancy-alerts',
    { schema: { response: { 200: vacancyAlertListSchema } } },
    async (request) => alertsOf(app.db, currentCandidate(request).id_candidato),
  );

  app.post(
    '/candidate/vacancy-alerts',
    {
      schema: {
        body: vacancyAlertBodySchema,
        response: { 201: z.object({ message: z.string(), alerta: vacancyAlertSchema }) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createAlert(app.db, currentCandidate(request).id_candidato, request.body, app.clock.now()),
        ),
  );

  app.delete(
    '/candidate/vacancy-alerts/:id',
    { schema: { params: vacancyAlertParamsSchema, response: { 200: messageSchema } } },
    async (request) => removeAlert(app.db, currentCandidate(request).id_candidato, request.params.id),
  );
};
