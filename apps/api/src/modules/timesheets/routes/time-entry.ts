import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignmentParamsSchema } from '@portal/shared/assignments/assignment';
import {
  shiftBodySchema,
  shiftParamsSchema,
  timesheetSchema,
  weekQuerySchema,
} from '@portal/shared/timesheets/timesheet';
import { messageSchema } from '@portal/shared/users/staff';
import type { TimeActor } from '../access.js';
import { addShift, changeShift, removeShift } from '../shifts.js';
import { timesheet } from '../weeks.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The routes the worker (`/candidate`) and the company (`/client`) share: a week's timesheet, and
 * adding, changing and removing shifts. The agency gets the timesheet only (`entry: false`).
 */
export function addTimeEntryRoutes(
  app: ZodApp,
  side: 'candidate' | 'client' | 'staff',
  actorOf: (request: FastifyRequest) => TimeActor,
) {
  app.get(
    `/${side}/assignments/:id/timesheet`,
    {
      schema: {
        params: assignmentParamsSchema,
        querystring: weekQuerySchema,
        response: { 200: timesheetSchema },
      },
    },
    async (request) =>
      timesheet(app.db, actorOf(request), request.params.id, request.query.semana, app.clock.now()),
  );
  if (side === 'staff') return;

  app.post(
    `/${side}/assignments/:id/shifts`,
    {
      schema: {
        params: assignmentParamsSchema,
        body: shiftBodySchema,
        response: { 201: messageSchema.extend({ id: shiftParamsSchema.shape.id }) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addShift(app.db, actorOf(request), request.params.id, request.body, app.clock.now())),
  );

  app.put(
    `/${side}/shifts/:id`,
    { schema: { params: shiftParamsSchema, body: shiftBodySchema, response: { 200: messageSchema } } },
    async (request) =>
      changeShift(app.db, actorOf(request), request.params.id, request.body, app.clock.now()),
  );

  app.delete(
    `/${side}/shifts/:id`,
    { schema: { params: shiftParamsSchema, response: { 200: messageSchema } } },
    async (request) => removeShift(app.db, actorOf(request), request.params.id),
  );
}
