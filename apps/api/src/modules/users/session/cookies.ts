import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, CSRF_COOKIE } from '../../../plugins/staff-auth.js';

/** Secure behind https (PUBLIC_URL or the request itself); plain http on a local install. */
const secure = (request: FastifyRequest) =>
  (request.server.env.PUBLIC_URL?.startsWith('https:') ?? false) || request.protocol === 'https';

/** Flask-JWT-Extended's pair: an httpOnly access cookie and a readable CSRF cookie (double submit). */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  csrf: string,
  maxAgeSeconds: number,
) {
  const common = { path: '/', sameSite: 'lax', secure: secure(request), maxAge: maxAgeSeconds } as const;
  reply.setCookie(ACCESS_COOKIE, token, { ...common, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, csrf, { ...common, httpOnly: false });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  const common = { path: '/', sameSite: 'lax', secure: secure(request) } as const;
  reply.clearCookie(ACCESS_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, common);
}
