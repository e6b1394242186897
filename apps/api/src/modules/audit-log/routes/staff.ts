import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditExportQuerySchema, auditListSchema, auditQuerySchema } from '@portal/shared/audit';
import { STAFF_ROLES } from '@portal/shared/users/staff';
import { sendReport } from '../../../lib/spreadsheet-file.js';
import { requireStaff } from '../../../plugins/staff-auth.js';
import { exportAuditLog } from '../export.js';
import { assertLogReadable } from '../scope.js';
import { auditFilterOf, auditTrail } from '../service.js';

/**
 * The audit log: the full filtered list for admins; for the rest of the agency's staff, one record's
 * history when that record is in their scope. Company users never read it (STAFF_ROLES).
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    { schema: { querystring: auditQuerySchema, response: { 200: auditListSchema } } },
    async (request) => {
      const staff = requireStaff(request, STAFF_ROLES);
      await assertLogReadable(app.db, staff, request.query);
      return auditTrail(app.db, auditFilterOf(request.query));
    },
  );

  // The same log within the same filters, whole, as a file (no HEAD twin: it would be audited).
  app.get(
    '/audit/export',
    { exposeHeadRoute: false, schema: { querystring: auditExportQuerySchema } },
    async (request, reply) => {
      const { formato, ...filters } = request.query;
      const report = await exportAuditLog(app.db, requireStaff(request, STAFF_ROLES), filters, formato);
      return sendReport(reply, 'auditoria', report, formato, app.clock.now());
    },
  );
};
