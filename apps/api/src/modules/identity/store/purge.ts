import { and, lt, or, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  identityAuthSessions,
  identityCodes,
  identityLockouts,
  identityRateLimits,
  identityRefreshTokens,
} from '../../../db/schema/index.js';

const HOUR = 3600 * 1000;

/** Deletes rows that can no longer matter. Idempotent, so every process may run it. */
export async function purgeExpired(db: Database, now: Date) {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  await db.delete(identityAuthSessions).where(lt(identityAuthSessions.expires_at, now));
  await db.delete(identityCodes).where(lt(identityCodes.expires_at, ago(24 * HOUR)));
  // Two hours: an hourly counter (codes mailed per account) still weighs its previous hour.
  await db.delete(identityRateLimits).where(lt(identityRateLimits.window_start, ago(2 * HOUR)));
  await db
    .delete(identityLockouts)
    .where(
      and(
        lt(identityLockouts.last_failure_at, ago(HOUR)),
        or(isNull(identityLockouts.locked_until), lt(identityLockouts.locked_until, now)),
      ),
    );
  await db.delete(identityRefreshTokens).where(lt(identityRefreshTokens.expires_at, ago(24 * HOUR)));
}
