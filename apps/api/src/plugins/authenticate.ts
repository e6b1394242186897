import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { knownError } from './known-errors.js';

/** Who a valid bearer token names. */
export interface Identity {
  sub: string;
  username: string;
  email: string | undefined;
  claims: Record<string, unknown>;
}

/**
 * Checks a bearer token and says whose it is, or throws. The identity module provides one (the
 * built-in pool or AWS Cognito), so this layer imports no module.
 */
export interface TokenVerifier {
  verify(token: string, request: FastifyRequest): Promise<Identity>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Guard of the candidate group: a valid id token is required; fills request.identity. */
    authenticateBearer: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    identity: Identity | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._-]+)$/;

/** `Authorization: Bearer <idToken>` checked by the verifier the composition root hands in. */
export const authenticatePlugin = fp<{ verifier: TokenVerifier }>(
  async (app, { verifier }) => {
    app.decorateRequest('identity', null);
    app.decorate('authenticateBearer', async (request: FastifyRequest) => {
      const match = BEARER.exec(request.headers.authorization ?? '');
      if (!match) throw AppError.unauthorized();
      try {
        request.identity = await verifier.verify(match[1]!, request);
      } catch (error) {
        // The session check could not reach the database: the token may be fine, so the person is
        // told to try again (503), not to sign in again.
        if (knownError(error)?.status === 503) throw error;
        request.log.info({ reason: (error as Error).message }, 'rejected bearer token');
        throw AppError.unauthorized('Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.');
      }
    });
  },
  { name: 'authenticate' },
);

/** After the candidate group's guard: the verified identity (a guard bug answers 401, never 500). */
export function requireIdentity(request: FastifyRequest): Identity {
  if (!request.identity) throw AppError.unauthorized();
  return request.identity;
}
