import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignmentListQuerySchema,
  assignmentListSchema,
  assignmentParamsSchema,
  createAssignmentBodySchema,
  endAssignmentBodySchema,
  extendAssignmentBodySchema,
  pendingHireListSchema,
} from '@portal/shared/assignments/assignment';
import { messageSchema, STAFF_ROLES } from '@portal/shared/users/staff';
import { requireStaff } from '../../../plugins/staff-auth.js';
import * as service from '../service.js';

/** The agency's assignments: list by state and company, create from a hire, extend, end. */
export const assignmentStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOf = (request: Parameters<typeof requireStaff>[0]) => requireStaff(request, STAFF_ROLES);

  app.get(
    '/staff/assignments',
    { schema: { querystring: assignmentListQuerySchema, response: { 200: assignmentListSchema } } },
    async (request) => service.staffAssignments(app.db, staffOf(request), request.query, app.clock.now()),
  );

  app.get(
    '/staff/assignments/pending-hires',
    { schema: { response: { 200: pendingHireListSchema } } },
    async (request) => service.pendingHires(app.db, staffOf(request)),
  );

  app.post(
    '/staff/assignments',
    {
      schema: {
        body: createAssignmentBodySchema,
        response: { 201: messageSchema.extend({ id: assignmentParamsSchema.shape.id }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createAssignment(app.db, staffOf(request), request.body)),
  );

  app.post(
    '/staff/assignments/:id/extend',
    {
      schema: {
        params: assignmentParamsSchema,
        body: extendAssignmentBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => service.extendAssignment(app.db, staffOf(request), request.params.id, request.body),
  );

  app.post(
    '/staff/assignments/:id/end',
    {
      schema: {
        params: assignmentParamsSchema,
        body: endAssignmentBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => service.endAssignment(app.db, staffOf(request), request.params.id, request.body),
  );
};
