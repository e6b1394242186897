import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Database, Db } from '../../../db/client.js';
import { identityRefreshTokens, identityUsers } from '../../../db/schema/index.js';
import { notAuthorized, type CognitoError } from './cognito-error.js';
import { nowSeconds, type IdentityContext } from './context.js';
import type { KeyStore } from '../store/keys.js';
import { findUserById, type UserRow } from '../store/users.js';

export const ACCESS_TOKEN_TTL_S = 3600;
const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

interface Issue {
  user: UserRow;
  issuer: string;
  authTime: number;
  originJti: string;
}

async function signPair(ctx: IdentityContext, keys: KeyStore, { user, issuer, authTime, originJti }: Issue) {
  const { kid, privateKey } = await keys.signingKey();
  const iat = nowSeconds(ctx.clock);
  const common = { sub: user.id, iss: issuer, auth_time: authTime, iat, exp: iat + ACCESS_TOKEN_TTL_S };
  const sign = (claims: JWTPayload) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(privateKey);
  const eventId = randomUUID();
  const idToken = await sign({
    ...common,
    'cognito:username': user.username,
    email: user.email,
    email_verified: user.email_verified,
    ...(user.phone_number ? { phone_number: user.phone_number, phone_number_verified: false } : {}),
    ...(user.name ? { name: user.name } : {}),
    aud: ctx.env.IDENTITY_CLIENT_ID,
    token_use: 'id',
    jti: randomUUID(),
    origin_jti: originJti,
    event_id: eventId,
  });
  const accessToken = await sign({
    ...common,
    client_id: ctx.env.IDENTITY_CLIENT_ID,
    username: user.username,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    jti: randomUUID(),
    origin_jti: originJti,
    event_id: eventId,
  });
  return { IdToken: idToken, AccessToken: accessToken, ExpiresIn: ACCESS_TOKEN_TTL_S, TokenType: 'Bearer' };
}

/** A fresh refresh token and the row that stores it (hashed). */
export function newRefreshToken(ctx: IdentityContext, userId: string) {
  const refreshToken = randomBytes(48).toString('base64url');
  const row = {
    token_hash: hashToken(refreshToken),
    origin_jti: randomUUID(),
    user_id: userId,
    client_id: ctx.env.IDENTITY_CLIENT_ID,
    auth_time: nowSeconds(ctx.clock),
    expires_at: new Date(ctx.clock.now().getTime() + REFRESH_TOKEN_TTL_MS),
  };
  return { refreshToken, row };
}

type RefreshRow = ReturnType<typeof newRefreshToken>['row'];

/** The tokens of a sign-in whose refresh-token row is already stored. */
export async function signInTokens(
  ctx: IdentityContext,
  user: UserRow,
  issuer: string,
  refreshToken: string,
  row: RefreshRow,
) {
  const pair = await signPair(ctx, ctx.keys, {
    user,
    issuer,
    authTime: row.auth_time,
    originJti: row.origin_jti,
  });
  return { ...pair, RefreshToken: refreshToken };
}

/** A completed sign-in: id and access tokens plus a new refresh token (stored hashed). */
export async function issueSignInTokens(ctx: IdentityContext, keys: KeyStore, user: UserRow, issuer: string) {
  const { refreshToken, row } = newRefreshToken(ctx, user.id);
  await ctx.db.insert(identityRefreshTokens).values(row);
  const pair = await signPair(ctx, keys, {
    user,
    issuer,
    authTime: row.auth_time,
    originJti: row.origin_jti,
  });
  return { ...pair, RefreshToken: refreshToken };
}

/** New id and access tokens from a live refresh token; the refresh token itself is not rotated. */
export async function refreshTokens(
  ctx: IdentityContext,
  keys: KeyStore,
  refreshToken: string,
  issuer: string,
) {
  const [row] = await ctx.db
    .select()
    .from(identityRefreshTokens)
    .where(eq(identityRefreshTokens.token_hash, hashToken(refreshToken)));
  const invalid = notAuthorized('Invalid Refresh Token');
  if (!row || row.revoked_at || row.expires_at <= ctx.clock.now()) throw invalid;
  if (row.client_id !== ctx.env.IDENTITY_CLIENT_ID) throw invalid;
  const user = await findUserById(ctx.db, row.user_id);
  if (!user || user.status !== 'CONFIRMED') throw invalid;
  if (user.tokens_valid_after && user.tokens_valid_after > row.created_at) throw invalid;
  return signPair(ctx, keys, { user, issuer, authTime: row.auth_time, originJti: row.origin_jti });
}

export async function revokeRefreshToken(db: Database, refreshToken: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(identityRefreshTokens)
    .set({ revoked_at: now })
    .where(
      and(
        eq(identityRefreshTokens.token_hash, hashToken(refreshToken)),
        isNull(identityRefreshTokens.revoked_at),
      ),
    )
    .returning({ origin_jti: identityRefreshTokens.origin_jti });
  return rows.length > 0;
}

/** GlobalSignOut: every refresh token revoked, every earlier access token refused. */
/**
 * Ends every sign-in session of the user: refresh tokens revoked, and every token issued before
 * now refused. GlobalSignOut and a password reset (an intruder may hold a session) both run it;
 * `db` is the caller's transaction when the end must commit with another write.
 */
export async function signOutEverywhere(db: Db, userId: string, now: Date) {
  await db.update(identityUsers).set({ tokens_valid_after: now }).where(eq(identityUsers.id, userId));
  await db
    .update(identityRefreshTokens)
    .set({ revoked_at: now })
    .where(and(eq(identityRefreshTokens.user_id, userId), isNull(identityRefreshTokens.revoked_at)));
}

/** A password change ends every other sign-in session of the user (this one stays). */
export async function revokeOtherSessions(db: Database, userId: string, keepOriginJti: unknown, now: Date) {
  await db
    .update(identityRefreshTokens)
    .set({ revoked_at: now })
    .where(
      and(
        eq(identityRefreshTokens.user_id, userId),
        isNull(identityRefreshTokens.revoked_at),
        typeof keepOriginJti === 'string' ? ne(identityRefreshTokens.origin_jti, keepOriginJti) : undefined,
      ),
    );
}

/** The user behind an AccessToken: signature, issuer, client, expiry and revocation all checked. */
export async function userFromAccessToken(
  ctx: IdentityContext,
  keys: KeyStore,
  token: unknown,
  issuer: string,
): Promise<UserRow> {
  const invalid: CognitoError = notAuthorized('Invalid Access Token');
  if (typeof token !== 'string' || !token) throw invalid;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keys.getKey, {
      algorithms: ['RS256'],
      issuer,
      currentDate: ctx.clock.now(),
      requiredClaims: ['exp', 'iat', 'sub'],
    }));
  } catch {
    throw invalid;
  }
  if (payload.token_use !== 'access' || payload.client_id !== ctx.env.IDENTITY_CLIENT_ID) throw invalid;
  const user = await findUserById(ctx.db, payload.sub!);
  if (!user) throw invalid;
  const validAfter = user.tokens_valid_after ? Math.floor(user.tokens_valid_after.getTime() / 1000) : 0;
  if (payload.iat! < validAfter) throw notAuthorized('Access Token has been revoked');
  if (typeof payload.origin_jti === 'string') {
    const [origin] = await ctx.db
      .select({ revoked_at: identityRefreshTokens.revoked_at })
      .from(identityRefreshTokens)
      .where(eq(identityRefreshTokens.origin_jti, payload.origin_jti));
    if (!origin || origin.revoked_at) throw notAuthorized('Access Token has been revoked');
  }
  return user;
}
