import { requireCompanyUser } from '../../../plugins/staff-auth.js';
import { conversationRoutes } from './conversation-routes.js';

/** A company's side of its processes' conversations (`/order/procesos/:id`): its own processes only. */
export const conversationClientRoutes = conversationRoutes('client', requireCompanyUser);
