import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAuthMessages } from '@portal/shared/messages';
import {
  acceptInvitationBodySchema,
  invitationQuerySchema,
  invitationSchema,
  isStaffRole,
  loginBodySchema,
  loginResultSchema,
  messageSchema,
} from '@portal/shared/staff';
import { ACCESS_COOKIE, sha256 } from '../../../plugins/staff-auth.js';
import { acceptInvitation, login, readInvitation } from '../auth.js';
import { clearSessionCookies, setSessionCookies } from '../cookies.js';
import { userView } from '../service.js';
import { closeSession, SESSION_TTL_SECONDS } from '../sessions.js';

/** Staff and company sign-in, sign-out and invitations: no session needed to call them. */
export const staffAuthPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    { schema: { body: loginBodySchema, response: { 200: loginResultSchema } } },
    async (request, reply) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const session = await login(app.db, request.body, client, app.clock.now());
      setSessionCookies(request, reply, session.token, session.csrf, SESSION_TTL_SECONDS);
      reply.header('cache-control', 'no-store');
      const user = await userView(app.db, session.user.id_usuario);
      return {
        message: 'Sesión iniciada.',
        user,
        destino: isStaffRole(user.rol) ? ('/dashboard' as const) : ('/order' as const),
      };
    },
  );

  // Signing out always clears the cookies, even when the session had already ended.
  app.post('/auth/logout', { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    const token = request.cookies[ACCESS_COOKIE];
    if (token) await closeSession(app.db, sha256(token), app.clock.now());
    clearSessionCookies(request, reply);
    return { message: staffAuthMessages.loggedOut };
  });

  app.get(
    '/auth/invitation',
    { schema: { querystring: invitationQuerySchema, response: { 200: invitationSchema } } },
    async (request, reply) => {
      const { user } = await readInvitation(app.db, request.query.token, app.clock.now());
      reply.header('cache-control', 'no-store');
      return { correo: user.correo, primer_nombre: user.primer_nombre };
    },
  );

  app.post(
    '/auth/accept_invitation',
    { schema: { body: acceptInvitationBodySchema, response: { 200: messageSchema } } },
    async (request) => acceptInvitation(app.db, request.body.token, request.body.password, app.clock.now()),
  );
};
