import { eq, sql, type SQL } from 'drizzle-orm';
import { identityLockouts } from '../../../db/schema/index.js';
import { countHit, hitWithin } from '../../../infra/rate-limit.js';
import { limitExceeded, notAuthorized, tooManyRequests } from '../protocol/cognito-error.js';
import type { Db } from '../../../db/client.js';

const FREE_FAILURES = 5;
const MAX_LOCK_MS = 15 * 60 * 1000;
/** After this long without failures the counter starts over (Cognito resets after ~15 quiet minutes). */
const QUIET_RESET_MS = 15 * 60 * 1000;

/** Cognito's answer to a locked username, whatever the factor that locked it. */
export const lockedOut = () => notAuthorized('Password attempts exceeded');

export interface LockState {
  lockedUntil: Date | null;
  hasFailures: boolean;
}

/** Refuses a sign-in while the username is locked out. */
export function checkLock(lock: LockState, now: Date): LockState {
  if (lock.lockedUntil && lock.lockedUntil > now) throw lockedOut();
  return lock;
}

/** Reads the lockout state of a username (when the sign-in lookup did not already). */
export async function readLock(db: Db, username: string): Promise<LockState> {
  const [row] = await db.select().from(identityLockouts).where(eq(identityLockouts.username, username));
  return { lockedUntil: row?.locked_until ?? null, hasFailures: Boolean(row) };
}

/**
 * Counts a failed password or sign-in code in one upsert, so parallel failures each count. From the
 * 5th failure on the username is locked for 2^(n-5) s, capped at 15 minutes; 15 quiet minutes start
 * the count over. Says whether the lock applies now.
 */
export async function countFailure(db: Db, username: string, now: Date): Promise<boolean> {
  const t = identityLockouts;
  const at = sql`${now.toISOString()}::timestamptz`;
  const failures = sql`case when ${at} - ${t.last_failure_at} > ${`${QUIET_RESET_MS / 1000} seconds`}::interval
    then 1 else ${t.failures} + 1 end`;
  const lockUntil = (n: SQL) =>
    sql`case when ${n} >= ${FREE_FAILURES}
      then ${at} + least(power(2, ${n} - ${FREE_FAILURES}), ${MAX_LOCK_MS / 1000}) * interval '1 second' end`;
  const [row] = await db
    .insert(t)
    .values({ username, failures: 1, last_failure_at: now, locked_until: null })
    .onConflictDoUpdate({
      target: t.username,
      set: { failures, last_failure_at: now, locked_until: lockUntil(failures) },
    })
    .returning({ locked_until: t.locked_until });
  return Boolean(row?.locked_until && row.locked_until > now);
}

/** Counts a failed password; returns the error to throw: the lock itself once it applies. */
export async function recordFailure(db: Db, username: string, now: Date) {
  return (await countFailure(db, username, now)) ? lockedOut() : notAuthorized();
}

export async function clearFailures(db: Db, username: string) {
  await db.delete(identityLockouts).where(eq(identityLockouts.username, username));
}

export type RateBucket = 'sign_in' | 'sign_up' | 'recovery';

/** Calls allowed per client IP and minute, by bucket (Cognito's per-pool quotas, scaled to one client). */
export const RATE_LIMITS: Record<RateBucket, number> = { sign_in: 120, sign_up: 20, recovery: 10 };

/** One fixed-window counter per bucket and IP, counted in the database so every process shares it. */
export async function hitRateLimit(db: Db, bucket: RateBucket, ip: string, now: Date) {
  if ((await countHit(db, `${bucket}:${ip}`, now)) > RATE_LIMITS[bucket]) throw tooManyRequests();
}

/**
 * Codes mailed to one account, and to one address, in a rolling hour, every purpose together (sign-in, recovery, sign-up
 * confirmation, e-mail verification): past it the per-IP limits no longer matter, as requests from
 * many addresses still reach one inbox. Enough for a sign-in code, a reset and a few resends (decision 0049).
 */
export const CODES_PER_HOUR = 6;
const HOUR_MS = 3600 * 1000;

/**
 * Counts a code about to be mailed to the account, in the transaction that mails it, or refuses it
 * with Cognito's LimitExceededException. A sliding hour, as the per-IP limits' minute: parallel
 * requests cannot pass the cap, and a refused one counts nothing (Amplify retries
 * LimitExceededException; its retries must not extend the wait).
 */
export async function countCodeMailed(db: Db, recipient: { id: string; email: string | null }, now: Date) {
  // Per account, and per inbox: new sign-ups naming someone's address must not mail it without end.
  const keys = [`codes_mailed:${recipient.id}`];
  if (recipient.email) keys.push(`codes_to:${recipient.email.toLowerCase()}`);
  for (const key of keys) {
    if (!(await hitWithin(db, key, now, CODES_PER_HOUR, HOUR_MS))) throw limitExceeded();
  }
}
