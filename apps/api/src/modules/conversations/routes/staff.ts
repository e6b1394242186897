import { STAFF_ROLES } from '@portal/shared/users/staff';
import { requireStaff } from '../../../plugins/staff-auth.js';
import { conversationRoutes } from './conversation-routes.js';

/** The agency's side: the processes of the companies in the staff member's group (admin: all). */
export const conversationStaffRoutes = conversationRoutes('staff', (request) =>
  requireStaff(request, STAFF_ROLES),
);
