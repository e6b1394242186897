import type { FastifyPluginAsync } from 'fastify';
import { STAFF_ROLES } from '@portal/shared/users/staff';
import { currentCandidate } from '../../candidates/current-candidate.js';
import { requireCompanyUser, requireStaff } from '../../../plugins/staff-auth.js';
import { oneClickUnsubscribeRoute } from '../../../plugins/one-click-unsubscribe.js';
import { unsubscribeFromMail } from '../service.js';
import { bellRoutes } from './bell.js';

/** The candidate's bell: /api/candidate/notifications… */
export const notificationCandidateRoutes: FastifyPluginAsync = async (app) => {
  await app.register(bellRoutes, {
    prefix: '/candidate',
    recipientOf: (request) => ({ id_candidato: currentCandidate(request).id_candidato }),
    audienceOf: () => 'candidato',
  });
};

/** The agency's bell (/api/staff/notifications…) and the company's (/api/client/notifications…). */
export const notificationStaffRoutes: FastifyPluginAsync = async (app) => {
  await app.register(bellRoutes, {
    prefix: '/staff',
    recipientOf: (request) => ({ id_usuario: requireStaff(request, STAFF_ROLES).id_usuario }),
    audienceOf: () => 'agencia',
  });
  await app.register(bellRoutes, {
    prefix: '/client',
    recipientOf: (request) => ({ id_usuario: requireCompanyUser(request).id_usuario }),
    audienceOf: () => 'empresa',
  });
};

/** The mail's own unsubscribe button (RFC 8058): no sign-in, the signed token names the person. */
export const notificationPublicRoutes: FastifyPluginAsync = async (app) => {
  oneClickUnsubscribeRoute(app, '/notifications/unsubscribe', (token) =>
    unsubscribeFromMail(app.db, app.notificationTokens, token),
  );
};
