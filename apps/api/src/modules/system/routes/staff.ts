import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemMessages } from '@portal/shared/messages';
import { ADMIN_ROLES, roleMayUse } from '@portal/shared/users/staff';
import { systemStatusSchema } from '@portal/shared/system/status';
import { AppError } from '../../../lib/app-error.js';
import { buildInfo } from '../../../lib/build-info.js';
import { requireStaff } from '../../../plugins/staff-auth.js';
import { systemStatus } from '../status.js';

/** `GET /api/system/status`: the system screen's call, for admins only (decision 0030). */
export const systemStaffRoutes: FastifyPluginAsyncZod<{ probeTimeoutMs?: number }> = async (
  app,
  { probeTimeoutMs },
) => {
  // Asked once at start: the commit does not change while the process runs.
  const build = buildInfo(app.env.GIT_COMMIT);

  app.get('/system/status', { schema: { response: { 200: systemStatusSchema } } }, async (request) => {
    if (!roleMayUse(requireStaff(request).rol, ADMIN_ROLES))
      throw AppError.forbidden(systemMessages.adminOnly);
    return systemStatus({
      db: app.db,
      engine: app.dbEngine,
      location: app.dbLocation,
      storage: app.storage,
      env: app.env,
      mailTransport: app.mail.transport,
      errors: app.recentErrors,
      build,
      now: () => app.clock.now(),
      timeoutMs: probeTimeoutMs,
    });
  });
};
