import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ROLES } from '@portal/shared/users/staff';
import { requireStaff } from '../../../plugins/staff-auth.js';
import { addTimeEntryRoutes } from './time-entry.js';

/** The agency's side: any reachable worker's week (it corrects with adjustments, never edits shifts). */
export const timesheetStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  addTimeEntryRoutes(app, 'staff', (request) => ({
    kind: 'usuario',
    staff: requireStaff(request, STAFF_ROLES),
  }));
};
