import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema, STAFF_ROLES } from '@portal/shared/users/staff';
import {
  wagePolicyBodySchema,
  wagePolicyParamsSchema,
  wagePolicySchema,
} from '@portal/shared/users/wage-policy';
import { requireStaff } from '../../../plugins/staff-auth.js';
import { saveWagePolicy, wagePolicy } from '../companies/wage-policy.js';

/** The wage policy of each client company, kept by the agency's staff who serve it. */
export const wagePolicyStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/companies/:id/wage-policy',
    { schema: { params: wagePolicyParamsSchema, response: { 200: wagePolicySchema } } },
    async (request) => wagePolicy(app.db, requireStaff(request, STAFF_ROLES), request.params.id),
  );
  app.put(
    '/staff/companies/:id/wage-policy',
    {
      schema: {
        params: wagePolicyParamsSchema,
        body: wagePolicyBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      saveWagePolicy(app.db, requireStaff(request, STAFF_ROLES), request.params.id, request.body),
  );
};
