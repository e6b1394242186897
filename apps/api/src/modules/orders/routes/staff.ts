import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ROLES, messageSchema } from '@portal/shared/users/staff';
import {
  orderExportQuerySchema,
  orderListQuerySchema,
  orderParamsSchema,
  rejectOrderLineSchema,
  staffOrderLineSchema,
  staffOrderListSchema,
} from '@portal/shared/orders/staff';
import { sendReport } from '../../../lib/spreadsheet-file.js';
import { requireStaff, staffReadScope } from '../../../plugins/staff-auth.js';
import { exportOrderLines } from '../staff-export.js';
import { listOrderLines, ORDER_LINE_TABLES, orderLine, rejectOrderLine } from '../staff-service.js';

/**
 * The agency's order inbox: lines of the companies' service orders in the staff member's scope.
 * Accepting one is opening its vacancy (POST /api/staff/vacancies with id_proceso).
 */
export const orderStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOf = (request: Parameters<typeof requireStaff>[0]) => requireStaff(request, STAFF_ROLES);

  app.get(
    '/staff/orders',
    { schema: { querystring: orderListQuerySchema, response: { 200: staffOrderListSchema } } },
    async (request, reply) => {
      const staff = staffOf(request);
      const { estado } = request.query;
      return app.serveSignedInRead(request, reply, {
        key: `ordenes:${staffReadScope(staff)}:${estado}`,
        tables: ORDER_LINE_TABLES,
        schema: staffOrderListSchema,
        compute: () => listOrderLines(app.db, staff, estado),
      });
    },
  );

  // The lines of the state shown, as a file (no HEAD twin: it would run the export).
  app.get(
    '/staff/orders/export',
    { exposeHeadRoute: false, schema: { querystring: orderExportQuerySchema } },
    async (request, reply) => {
      const { estado, formato } = request.query;
      const report = exportOrderLines(app.db, staffOf(request), estado);
      return sendReport(reply, 'ordenes', report, formato, app.clock.now());
    },
  );

  app.get(
    '/staff/orders/:id',
    { schema: { params: orderParamsSchema, response: { 200: staffOrderLineSchema } } },
    async (request) => orderLine(app.db, staffOf(request), request.params.id),
  );

  app.post(
    '/staff/orders/:id/reject',
    { schema: { params: orderParamsSchema, body: rejectOrderLineSchema, response: { 200: messageSchema } } },
    async (request) => rejectOrderLine(app.db, staffOf(request), request.params.id, request.body.motivo),
  );
};
