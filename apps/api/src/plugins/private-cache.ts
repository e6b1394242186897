import type { FastifyInstance } from 'fastify';

/**
 * An answer to a signed-in request (bearer token or staff cookie) is someone's own data: no shared or
 * browser cache may keep it, unless the route chose a policy itself.
 */
export function registerPrivateCache(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const signedIn =
      Boolean(request.headers.authorization) ||
      /(^|;\s*)access_token_cookie=/.test(request.headers.cookie ?? '');
    if (signedIn && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
