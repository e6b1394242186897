import { eq } from 'drizzle-orm';
import { identityLockouts } from '../../../db/schema/index.js';
import { countHit } from '../../../infra/rate-limit.js';
import { notAuthorized, tooManyRequests } from '../protocol/cognito-error.js';
import type { Db } from '../../../db/client.js';

const FREE_FAILURES = 5;
const MAX_LOCK_MS = 15 * 60 * 1000;
/** After this long without failures the counter starts over (Cognito resets after ~15 quiet minutes). */
const QUIET_RESET_MS = 15 * 60 * 1000;

const locked = () => notAuthorized('Password attempts exceeded');

export interface LockState {
  lockedUntil: Date | null;
  hasFailures: boolean;
}

/** Refuses a sign-in while the username is locked out. */
export function checkLock(lock: LockState, now: Date): LockState {
  if (lock.lockedUntil && lock.lockedUntil > now) throw locked();
  return lock;
}

/** Reads the lockout state of a username (when the sign-in lookup did not already). */
export async function readLock(db: Db, username: string): Promise<LockState> {
  const [row] = await db.select().from(identityLockouts).where(eq(identityLockouts.username, username));
  return { lockedUntil: row?.locked_until ?? null, hasFailures: Boolean(row) };
}

/**
 * Counts a failed password. From the 5th failure on the username is locked for 2^(n-5) s, capped
 * at 15 minutes. Returns the error to throw: the lock itself once it applies.
 */
export async function recordFailure(db: Db, username: string, now: Date) {
  const [row] = await db.select().from(identityLockouts).where(eq(identityLockouts.username, username));
  const quiet = !row || now.getTime() - row.last_failure_at.getTime() > QUIET_RESET_MS;
  const failures = quiet ? 1 : row.failures + 1;
  const lockMs =
    failures >= FREE_FAILURES ? Math.min(2 ** (failures - FREE_FAILURES) * 1000, MAX_LOCK_MS) : 0;
  const values = {
    failures,
    last_failure_at: now,
    locked_until: lockMs ? new Date(now.getTime() + lockMs) : null,
  };
  await db
    .insert(identityLockouts)
    .values({ username, ...values })
    .onConflictDoUpdate({ target: identityLockouts.username, set: values });
  return lockMs ? locked() : notAuthorized();
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
