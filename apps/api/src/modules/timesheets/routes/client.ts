import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewBodySchema, weekQuerySchema, weekReviewListSchema } from '@portal/shared/timesheets/timesheet';
import { messageSchema } from '@portal/shared/users/staff';
import { requireCompanyUser } from '../../../plugins/staff-auth.js';
import { reviewList, reviewWeeks } from '../weeks.js';
import { addTimeEntryRoutes } from './time-entry.js';

/** The company's side (`/order/horas`): its workers' weeks, the shifts it enters, approval and return. */
export const timesheetClientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client/timesheets',
    { schema: { querystring: weekQuerySchema, response: { 200: weekReviewListSchema } } },
    async (request) => reviewList(app.db, requireCompanyUser(request), request.query.semana, app.clock.now()),
  );

  app.post(
    '/client/timesheets/review',
    { schema: { body: reviewBodySchema, response: { 200: messageSchema } } },
    async (request) => reviewWeeks(app.db, requireCompanyUser(request), request.body, app.clock.now()),
  );

  addTimeEntryRoutes(app, 'client', (request) => ({ kind: 'usuario', staff: requireCompanyUser(request) }));
};
