import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAuthMessages } from '@portal/shared/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptInvitationBodySchema,
  forgotPasswordBodySchema,
  invitationQuerySchema,
  invitationSchema,
  isStaffRole,
  loginBodySchema,
  loginResultSchema,
  messageSchema,
  resetPasswordBodySchema,
} from '@portal/shared/users/staff';
import { publicOrigin } from '../../../lib/public-origin.js';
import { ACCESS_COOKIE, checkCsrf } from '../../../plugins/staff-auth.js';
import { acceptInvitation, login, readInvitation } from '../session/auth.js';
import { clearSessionCookies, setSessionCookies } from '../session/cookies.js';
import { userView } from '../service.js';
import { readPasswordReset, requestPasswordReset, resetPassword } from '../session/password-reset.js';
import { closeSession, openSession, SESSION_TTL_SECONDS } from '../session/sessions.js';

/** Sets the session cookies and answers the user and where their area is (sign-in, new password). */
async function signedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; csrf: string; user: { id_usuario: number } },
  message: string,
) {
  setSessionCookies(request, reply, session.token, session.csrf, SESSION_TTL_SECONDS);
  reply.header('cache-control', 'no-store');
  const user = await userView(request.server.db, session.user.id_usuario);
  return {
    message,
    user,
    destino: isStaffRole(user.rol) ? ('/dashboard' as const) : ('/order' as const),
  };
}

/** Staff and company sign-in, sign-out, invitations and password resets: no session needed to call them. */
export const staffAuthPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const clientOf = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  app.post(
    '/auth/login',
    { schema: { body: loginBodySchema, response: { 200: loginResultSchema } } },
    async (request, reply) => {
      const session = await login(app.db, request.body, clientOf(request), app.clock.now());
      return signedIn(request, reply, session, 'Sesión iniciada.');
    },
  );

  // Signing out clears the cookies; a live session is revoked only with its CSRF token (like any write).
  app.post('/auth/logout', { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    const token = request.cookies[ACCESS_COOKIE];
    if (token) await closeSession(app.db, token, app.clock.now(), (hash) => checkCsrf(request, hash));
    clearSessionCookies(request, reply);
    return { message: staffAuthMessages.loggedOut };
  });

  app.post(
    '/auth/forgot_password',
    { schema: { body: forgotPasswordBodySchema, response: { 200: messageSchema } } },
    async (request) =>
      requestPasswordReset(
        app.db,
        request.body.correo,
        request.ip,
        publicOrigin(request, app.env),
        app.clock.now(),
      ),
  );

  app.get(
    '/auth/reset_password',
    { schema: { querystring: invitationQuerySchema, response: { 200: invitationSchema } } },
    async (request, reply) => {
      const { user } = await readPasswordReset(app.db, request.query.token, app.clock.now());
      reply.header('cache-control', 'no-store');
      return { correo: user.correo, primer_nombre: user.primer_nombre };
    },
  );

  // The new password signs the person in here (every other session ended): this address is then known.
  app.post(
    '/auth/reset_password',
    { schema: { body: resetPasswordBodySchema, response: { 200: loginResultSchema } } },
    async (request, reply) => {
      const now = app.clock.now();
      const { user } = await resetPassword(app.db, request.body.token, request.body.password, now);
      const session = await openSession(app.db, user.id_usuario, clientOf(request), now);
      return signedIn(request, reply, { ...session, user }, staffAuthMessages.passwordReset);
    },
  );

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
