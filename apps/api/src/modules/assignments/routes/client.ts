import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignmentListSchema } from '@portal/shared/assignments/assignment';
import { requireCompanyUser } from '../../../plugins/staff-auth.js';
import { companyAssignments } from '../service.js';

/** The company's 'Trabajadores en misión' (`/order/misiones`): its own assignments only. */
export const assignmentClientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/client/assignments', { schema: { response: { 200: assignmentListSchema } } }, async (request) =>
    companyAssignments(app.db, requireCompanyUser(request), app.clock.now()),
  );
};
