import { sql } from 'drizzle-orm';
import { NamedStatement } from '../../../db/named-statement.js';
import { invalidSession, notAuthorized, tooManyRequests } from '../protocol/cognito-error.js';
import type { IdentityContext } from '../protocol/context.js';
import { checkLock, RATE_LIMITS, recordFailure } from '../store/guards.js';
import { optionalStr, str } from '../protocol/input.js';
import { rateHit, rateValues, signInLookup, spendBlock, spendValues, toUser } from '../store/lookups.js';
import { openSecretBlock, type SrpState } from '../crypto/secret-block.js';
import { verifyPasswordClaimOffThread } from '../crypto/srp.js';
import { newRefreshToken, signInTokens } from '../protocol/tokens.js';
import type { UserRow } from '../store/users.js';
import { afterFirstFactor, enabledMfas, guardedPasswordCheck } from './next-step.js';

type Responses = Record<string, unknown>;

/** A user who gets tokens straight after the password (the SQL below must agree). */
const directTokens = (user: UserRow) =>
  user.status === 'CONFIRMED' && enabledMfas(user).length === 0 && !user.mfa_required;

const param = sql.placeholder;

/**
 * A correct claim, in one statement: counts the rate limit, spends the block (single use), matches
 * the sealed verifier (a password changed since InitiateAuth finds no user), and, unless locked,
 * clears failures and stores the refresh token when no further step follows.
 */
const correctClaim = new NamedStatement(
  'identity_correct_password_claim',
  sql`with rl as (${rateHit}), spent as (${spendBlock}),
    u as (select * from identity_users where id = ${param('user_id')}::uuid and srp_verifier = ${param('verifier')}),
    lk as (select locked_until from identity_lockouts where username = ${param('username')}),
    ok as (select 1 from rl where rl.hits <= ${RATE_LIMITS.sign_in} and exists (select 1 from spent)
      and exists (select 1 from u)
      and not exists (select 1 from lk where locked_until > ${param('now')}::timestamptz)),
    cleared as (delete from identity_lockouts
      where username = ${param('username')} and exists (select 1 from ok) returning 1),
    issued as (
      insert into identity_refresh_tokens (token_hash, origin_jti, user_id, client_id, auth_time, expires_at)
      select ${param('token_hash')}, ${param('origin_jti')}::uuid, u.id, ${param('client_id')},
        ${param('auth_time')}::integer, ${param('token_expires_at')}::timestamptz
      from u, ok where u.status = 'CONFIRMED' and not u.mfa_required and not u.email_mfa_enabled
        and not (u.totp_enabled and u.totp_secret is not null)
      returning 1)
    select rl.hits, (select count(*) from spent) as fresh, (select count(*) from issued) as issued,
      (select max(locked_until) from lk) as lock_until, (select count(*) from cleared) as cleared, u.*
    from rl left join u on true`,
);

async function finish(ctx: IdentityContext, ip: string, state: SrpState, block: string) {
  const now = ctx.clock.now();
  const { refreshToken, row: token } = newRefreshToken(ctx, state.userId);
  const [row = {}] = await correctClaim.rows(ctx.db, {
    ...rateValues(ip, now),
    ...spendValues(state.userId, block, state.expiresAt),
    verifier: state.verifier,
    username: state.username,
    now,
    token_hash: token.token_hash,
    origin_jti: token.origin_jti,
    client_id: token.client_id,
    auth_time: token.auth_time,
    token_expires_at: token.expires_at,
  });
  if (Number(row.hits) > RATE_LIMITS.sign_in) throw tooManyRequests();
  if (Number(row.fresh) !== 1) throw invalidSession();
  const lockedUntil = row.lock_until ? new Date(row.lock_until as string) : null;
  checkLock({ lockedUntil, hasFailures: lockedUntil !== null }, now);
  // The verifier changed since InitiateAuth: the old password is now a wrong one.
  if (row.id == null) throw await recordFailure(ctx.db, state.username, now);
  return { user: toUser(row), issued: Number(row.issued) === 1 ? { refreshToken, token } : undefined };
}

/** RespondToAuthChallenge PASSWORD_VERIFIER: the claim is checked before the database is touched. */
export async function passwordVerifier(
  ctx: IdentityContext,
  ip: string,
  responses: Responses,
  issuer: string,
) {
  const block = str(responses, 'PASSWORD_CLAIM_SECRET_BLOCK');
  const state = await openSecretBlock(ctx.keys, block);
  if (!state || state.expiresAt <= ctx.clock.now().getTime()) throw invalidSession();
  const username = optionalStr(responses, 'USERNAME');
  const good =
    (username === undefined || username === state.username) &&
    (await verifyPasswordClaimOffThread({
      poolName: ctx.poolName,
      userIdForSrp: state.username,
      verifierHex: state.verifier,
      A: state.A,
      b: state.b,
      B: state.B,
      secretBlock: block,
      timestamp: str(responses, 'TIMESTAMP'),
      signature: str(responses, 'PASSWORD_CLAIM_SIGNATURE'),
    }));
  if (!good) {
    // Not the hot path: rate limit, spend the block, then count the failure under the lockout rules.
    const spend = { block, expiresAt: state.expiresAt };
    const { user, lock } = await signInLookup(ctx, ip, { userId: state.userId, spend });
    if (!user) throw invalidSession();
    if (username !== undefined && username !== user.username)
      throw notAuthorized('Invalid username for the session.');
    await guardedPasswordCheck(ctx, user, () => false, lock);
  }
  const { user, issued } = await finish(ctx, ip, state, block);
  if (issued && directTokens(user)) {
    const result = await signInTokens(ctx, user, issuer, issued.refreshToken, issued.token);
    return { ChallengeParameters: {}, AuthenticationResult: result };
  }
  return afterFirstFactor(ctx, user, issuer);
}
