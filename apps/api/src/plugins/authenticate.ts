import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../lib/app-error.js';
import { findCandidateByDocument, type CandidateRow } from '../modules/candidates/repository.js';
import { issuerFor } from '../modules/identity/context.js';

export interface Identity {
  sub: string;
  username: string;
  email: string | undefined;
  claims: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid id token is required; fills request.identity and request.candidate. */
    requireCandidate: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    identity: Identity | null;
    candidate: CandidateRow | null;
  }
}

interface VerifierConfig {
  getKey: JWTVerifyGetKey;
  issuer(request: FastifyRequest): string;
  audience: string;
}

/** AWS Cognito's JWKS URL, issuer and audience when COGNITO_* are set; undefined for the built-in pool. */
export function awsCognitoSettings(env: FastifyInstance['env']) {
  const { COGNITO_USER_POOL_ID: poolId, COGNITO_REGION: region, COGNITO_CLIENT_ID: clientId } = env;
  if (!poolId || !region || !clientId) return undefined;
  const issuer = `https://cognito-idp.${region}.amazonaws.com/${poolId}`;
  return { jwksUrl: new URL(`${issuer}/.well-known/jwks.json`), issuer, audience: clientId };
}

/**
 * Verifies `Authorization: Bearer <idToken>` with one code path for both pools: the built-in
 * one (keys from the database) or AWS Cognito (its public JWKS) when COGNITO_* are set.
 */
export const authenticatePlugin = fp(
  async (app) => {
    const { env } = app;
    const aws = awsCognitoSettings(env);
    const config: VerifierConfig = aws
      ? { getKey: createRemoteJWKSet(aws.jwksUrl), issuer: () => aws.issuer, audience: aws.audience }
      : {
          getKey: app.identityKeys.getKey,
          issuer: (request) => issuerFor(request, env),
          audience: env.IDENTITY_CLIENT_ID,
        };

    async function identify(request: FastifyRequest): Promise<Identity> {
      const match = /^Bearer ([A-Za-z0-9._-]+)$/.exec(request.headers.authorization ?? '');
      if (!match) throw AppError.unauthorized();
      try {
        const { payload } = await jwtVerify(match[1]!, config.getKey, {
          algorithms: ['RS256'],
          issuer: config.issuer(request),
          audience: config.audience,
          requiredClaims: ['exp', 'sub', 'token_use'],
        });
        const username = payload['cognito:username'];
        if (payload.token_use !== 'id' || typeof username !== 'string') throw new Error('not an id token');
        const email = typeof payload.email === 'string' ? payload.email : undefined;
        return { sub: payload.sub!, username, email, claims: payload };
      } catch (error) {
        request.log.info({ reason: (error as Error).message }, 'rejected bearer token');
        throw AppError.unauthorized('Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.');
      }
    }

    app.decorateRequest('identity', null);
    app.decorateRequest('candidate', null);
    app.decorate('requireCandidate', async (request: FastifyRequest, _reply: FastifyReply) => {
      request.identity = await identify(request);
      request.candidate = (await findCandidateByDocument(app.db, request.identity.username)) ?? null;
    });
  },
  { name: 'authenticate' },
);
