import type { FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Env } from '../../../env.js';
import type { Identity, TokenVerifier } from '../../../plugins/authenticate.js';
import { issuerFor, type IdentityContext } from './context.js';

const CLOCK_TOLERANCE_S = 5;

/**
 * Built-in pool: the token must come from a live sign-in session (revocation, GlobalSignOut and a
 * password change end it at once) and must not claim to be issued in the future.
 */
async function checkSession(ctx: IdentityContext, payload: JWTPayload) {
  const now = ctx.clock.now().getTime();
  if (typeof payload.iat !== 'number' || payload.iat > now / 1000 + CLOCK_TOLERANCE_S)
    throw new Error('iat in the future');
  if (typeof payload.origin_jti !== 'string') throw new Error('no origin_jti');
  if (!(await ctx.liveSessions.isLive(payload.origin_jti, payload.iat, now)))
    throw new Error('session revoked');
}

/** AWS Cognito's JWKS URL, issuer and audience when COGNITO_* are set; undefined for the built-in pool. */
export function awsCognitoSettings(env: Env) {
  const { COGNITO_USER_POOL_ID: poolId, COGNITO_REGION: region, COGNITO_CLIENT_ID: clientId } = env;
  if (!poolId || !region || !clientId) return undefined;
  const issuer = `https://cognito-idp.${region}.amazonaws.com/${poolId}`;
  return { jwksUrl: new URL(`${issuer}/.well-known/jwks.json`), issuer, audience: clientId };
}

interface VerifierConfig {
  getKey: JWTVerifyGetKey;
  issuer(request: FastifyRequest): string;
  audience: string;
}

/**
 * Id tokens checked with one code path for both pools: the built-in one (keys from the database) or
 * AWS Cognito (its public JWKS) when COGNITO_* are set.
 */
export function createTokenVerifier(ctx: IdentityContext): TokenVerifier {
  const { env, keys } = ctx;
  const aws = awsCognitoSettings(env);
  const config: VerifierConfig = aws
    ? { getKey: createRemoteJWKSet(aws.jwksUrl), issuer: () => aws.issuer, audience: aws.audience }
    : { getKey: keys.getKey, issuer: (request) => issuerFor(request, env), audience: env.IDENTITY_CLIENT_ID };
  return {
    async verify(token, request): Promise<Identity> {
      const { payload } = await jwtVerify(token, config.getKey, {
        algorithms: ['RS256'],
        issuer: config.issuer(request),
        audience: config.audience,
        requiredClaims: ['exp', 'sub', 'token_use'],
        // The pool's own clock (real time in production), so tests move time instead of sleeping.
        currentDate: ctx.clock.now(),
      });
      const username = payload['cognito:username'];
      if (payload.token_use !== 'id' || typeof username !== 'string') throw new Error('not an id token');
      if (!aws) await checkSession(ctx, payload);
      const email = typeof payload.email === 'string' ? payload.email : undefined;
      return { sub: payload.sub!, username, email, claims: payload };
    },
  };
}
