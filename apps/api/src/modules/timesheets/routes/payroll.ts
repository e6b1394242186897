import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignmentParamsSchema } from '@portal/shared/assignments/assignment';
import {
  adjustmentBodySchema,
  closedPeriodListSchema,
  exportQuerySchema,
  PAYROLL_ADJUST_ROLES,
  PAYROLL_CLOSE_ROLES,
  periodParamsSchema,
  periodQuerySchema,
  periodStatusSchema,
} from '@portal/shared/timesheets/payroll';
import { messageSchema, STAFF_ROLES } from '@portal/shared/users/staff';
import { reportHeaders } from '../../../lib/spreadsheet-file.js';
import { requireStaff } from '../../../plugins/staff-auth.js';
import { billingFile, payrollFile } from '../payroll/files.js';
import { addAdjustment, closedPeriods, closePeriod, periodLines, periodStatus } from '../payroll/service.js';

/** The agency's payroll (`/dashboard/nomina`): a period's status, closing it, its files, adjustments. */
export const payrollStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/payroll-periods',
    { schema: { response: { 200: closedPeriodListSchema } } },
    async (request) => {
      requireStaff(request, STAFF_ROLES);
      return closedPeriods(app.db);
    },
  );

  app.get(
    '/staff/payroll-periods/status',
    { schema: { querystring: periodQuerySchema, response: { 200: periodStatusSchema } } },
    async (request) =>
      periodStatus(app.db, requireStaff(request, STAFF_ROLES), request.query, app.clock.now()),
  );

  app.post(
    '/staff/payroll-periods',
    {
      schema: {
        body: periodQuerySchema,
        response: { 201: messageSchema.extend({ id: periodParamsSchema.shape.id }) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await closePeriod(
            app.db,
            requireStaff(request, PAYROLL_CLOSE_ROLES),
            request.body,
            app.clock.now(),
          ),
        ),
  );

  for (const [file, build, name] of [
    ['payroll', payrollFile, 'nomina'],
    ['billing', billingFile, 'facturacion'],
  ] as const)
    app.get(
      `/staff/payroll-periods/:id/${file}`,
      { schema: { params: periodParamsSchema, querystring: exportQuerySchema } },
      async (request, reply) => {
        const { period, lines } = await periodLines(
          app.db,
          requireStaff(request, STAFF_ROLES),
          request.params.id,
        );
        const { formato } = request.query;
        reply.headers(reportHeaders(`${name}-${period.inicio}-a-${period.fin}`, formato));
        return build(lines, formato);
      },
    );

  app.post(
    '/staff/assignments/:id/time-adjustments',
    {
      schema: {
        params: assignmentParamsSchema,
        body: adjustmentBodySchema,
        response: { 201: messageSchema.extend({ id: periodParamsSchema.shape.id }) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addAdjustment(
            app.db,
            requireStaff(request, PAYROLL_ADJUST_ROLES),
            request.params.id,
            request.body,
          ),
        ),
  );
};
