import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListSchema, auditQuerySchema } from '@portal/shared/audit';
import { auditMessages } from '@portal/shared/messages';
import { ADMIN_ROLES, roleMayUse, STAFF_ROLES } from '@portal/shared/users/staff';
import { AppError } from '../../../lib/app-error.js';
import { requireStaff } from '../../../plugins/staff-auth.js';
import { assertHistoryReadable } from '../scope.js';
import { auditTrail } from '../service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

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
      const query = request.query;
      if (!roleMayUse(staff.rol, ADMIN_ROLES)) {
        if (!query.entidad || !query.entidad_id) throw AppError.forbidden(auditMessages.recordRequired);
        await assertHistoryReadable(app.db, staff, query.entidad, query.entidad_id);
      }
      return auditTrail(app.db, {
        ...query,
        desde: query.desde ? new Date(`${query.desde}T00:00:00-05:00`) : undefined,
        // `hasta` is inclusive: the whole day, Colombian time.
        hasta: query.hasta
          ? new Date(new Date(`${query.hasta}T00:00:00-05:00`).getTime() + DAY_MS)
          : undefined,
      });
    },
  );
};
