import { sql } from 'drizzle-orm';
import { NamedStatement } from '../../../db/named-statement.js';
import { invalidSession, tooManyRequests } from '../protocol/cognito-error.js';
import type { IdentityContext } from '../protocol/context.js';
import { rateWindow, slidingHit } from '../../../infra/rate-limit.js';
import { RATE_LIMITS, type LockState } from './guards.js';
import { hashToken } from '../protocol/tokens.js';
import type { UserRow } from './users.js';

export interface SignInLookup {
  user: UserRow | undefined;
  lock: LockState;
}

/** Either a username, or a user whose single-use SRP secret block is spent by this very lookup. */
type Target = { username: string } | { userId: string; spend: { block: string; expiresAt: number } };

const param = sql.placeholder;

/** Counts one sign-in call for the IP (a CTE body returning `hits`); fill it with `rateValues`. */
export const rateHit = slidingHit(param('rate_key'), param('rate_window'), param('rate_now'));

export const rateValues = (ip: string, now: Date) => ({
  rate_key: `sign_in:${ip}`,
  rate_window: rateWindow(now),
  rate_now: now,
});

type RateSlots = keyof ReturnType<typeof rateValues>;

const byUsername = new NamedStatement<RateSlots | 'username'>(
  'identity_sign_in_by_username',
  sql`with rl as (${rateHit})
    select rl.hits, 1 as fresh, u.*, l.locked_until as lock_until, l.username as lock_user
    from rl left join identity_users u on u.username = ${param('username')}
    left join identity_lockouts l on l.username = ${param('username')}`,
);

/** Records a SRP secret block as used (a CTE body returning one row when it was fresh). */
export const spendBlock = sql`
  insert into identity_auth_sessions (id_hash, user_id, challenge, data, expires_at)
  select ${param('block_hash')}, id, 'SRP_SPENT', '{}'::jsonb, ${param('block_expires_at')}::timestamptz
  from identity_users where id = ${param('user_id')}::uuid
  on conflict do nothing returning id_hash`;

export const spendValues = (userId: string, block: string, expiresAt: number) => ({
  user_id: userId,
  block_hash: hashToken(block),
  block_expires_at: new Date(expiresAt),
});

type SpendSlots = keyof ReturnType<typeof spendValues>;

const spendingBlock = new NamedStatement<RateSlots | SpendSlots>(
  'identity_sign_in_spending_block',
  sql`with rl as (${rateHit}), spent as (${spendBlock})
    select rl.hits, (select count(*) from spent) as fresh, u.*,
      l.locked_until as lock_until, l.username as lock_user
    from rl left join identity_users u on u.id = ${param('user_id')}::uuid
    left join identity_lockouts l on l.username = u.username`,
);

/**
 * The hot path of every sign-in in one round trip: counts the call against the IP's sign-in rate
 * limit and reads the user with its lockout state. With `spend`, it also records the SRP secret
 * block as used (a replayed block finds it there and is refused). Throws TooManyRequestsException.
 */
export async function signInLookup(ctx: IdentityContext, ip: string, target: Target): Promise<SignInLookup> {
  const rate = rateValues(ip, ctx.clock.now());
  const [row = {}] =
    'username' in target
      ? await byUsername.rows(ctx.db, { ...rate, username: target.username })
      : await spendingBlock.rows(ctx.db, {
          ...rate,
          ...spendValues(target.userId, target.spend.block, target.spend.expiresAt),
        });
  if (Number(row.hits) > RATE_LIMITS.sign_in) throw tooManyRequests();
  if (Number(row.fresh) !== 1) throw invalidSession();
  return {
    user: row.id != null ? toUser(row) : undefined,
    lock: {
      lockedUntil: row.lock_until ? new Date(row.lock_until as string) : null,
      hasFailures: row.lock_user != null,
    },
  };
}

const dateOrNull = (value: unknown) => (value == null ? null : new Date(value as string));

/** Raw columns to the drizzle row type (the names match; dates may come back as text or Date). */
export function toUser(row: Record<string, unknown>): UserRow {
  return {
    id: String(row.id),
    username: String(row.username),
    email: String(row.email),
    email_verified: Boolean(row.email_verified),
    phone_number: (row.phone_number as string | null) ?? null,
    name: (row.name as string | null) ?? null,
    given_name: (row.given_name as string | null) ?? null,
    family_name: (row.family_name as string | null) ?? null,
    sign_up_context: row.sign_up_context ?? null,
    status: String(row.status),
    srp_salt: String(row.srp_salt),
    srp_verifier: String(row.srp_verifier),
    totp_secret: (row.totp_secret as string | null) ?? null,
    totp_pending_secret: (row.totp_pending_secret as string | null) ?? null,
    totp_enabled: Boolean(row.totp_enabled),
    totp_last_step: row.totp_last_step == null ? null : Number(row.totp_last_step),
    email_mfa_enabled: Boolean(row.email_mfa_enabled),
    preferred_mfa: (row.preferred_mfa as string | null) ?? null,
    mfa_required: Boolean(row.mfa_required),
    tokens_valid_after: dateOrNull(row.tokens_valid_after),
    created_at: new Date(row.created_at as string),
    updated_at: new Date(row.updated_at as string),
  };
}
