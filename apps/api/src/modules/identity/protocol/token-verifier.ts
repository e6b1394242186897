import type { FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Env } from '../../../env.js';
import type { Identity, TokenVerifier } from '../../../plugins/authenticate.js';
import { issuerFor, type IdentityContext } from './context.js';

const CLOCK_TOLERANCE_S = 5;
const MAX_REMEMBERED = 10_000;

/**
 * Tokens whose signature and claims already passed, by issuer and token text: the RSA check is a
 * fifth of a signed-in read's CPU, and a token is sent unchanged on every call of its hour. A hit is
 * trusted only while the token is inside its validity window; anything else takes the full check
 * again. The session check (revocation) still runs on every request.
 */
class VerifiedTokens {
  private readonly payloads = new Map<string, JWTPayload>();

  get(key: string, nowSeconds: number): JWTPayload | undefined {
    const payload = this.payloads.get(key);
    if (!payload) return undefined;
    const current = (payload.exp ?? 0) > nowSeconds && (payload.nbf ?? 0) <= nowSeconds;
    if (!current) this.payloads.delete(key);
    return current ? payload : undefined;
  }

  remember(key: string, payload: JWTPayload) {
    if (this.payloads.size >= MAX_REMEMBERED) this.payloads.clear();
    this.payloads.set(key, payload);
  }
}

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
  const verified = new VerifiedTokens();
  return {
    async verify(token, request): Promise<Identity> {
      const issuer = config.issuer(request);
      // The pool's own clock (real time in production), so tests move time instead of sleeping.
      const now = ctx.clock.now();
      const key = `${issuer} ${token}`;
      let payload = verified.get(key, now.getTime() / 1000);
      if (!payload) {
        ({ payload } = await jwtVerify(token, config.getKey, {
          algorithms: ['RS256'],
          issuer,
          audience: config.audience,
          requiredClaims: ['exp', 'sub', 'token_use'],
          currentDate: now,
        }));
        verified.remember(key, payload);
      }
      const username = payload['cognito:username'];
      if (payload.token_use !== 'id' || typeof username !== 'string') throw new Error('not an id token');
      if (!aws) await checkSession(ctx, payload);
      const email = typeof payload.email === 'string' ? payload.email : undefined;
      return { sub: payload.sub!, username, email, claims: payload };
    },
  };
}
