import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { identityRateLimits } from '../db/schema/index.js';

const WINDOW_MS = 60 * 1000;
export const rateWindow = (now: Date) => new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);

/**
 * Counts one hit for `key` (e.g. `staff_login:<ip>`) in the current one-minute window and answers the
 * count so far. One upsert in the database, so every API process shares the counter. The table was
 * born with the identity service and keeps its name; the keys of every caller are prefixed.
 */
export async function countHit(db: Db, key: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(identityRateLimits)
    .values({ key, window_start: rateWindow(now), hits: 1 })
    .onConflictDoUpdate({
      target: identityRateLimits.key,
      set: {
        hits: sql`case when ${identityRateLimits.window_start} = excluded.window_start then ${identityRateLimits.hits} + 1 else 1 end`,
        window_start: sql`excluded.window_start`,
      },
    })
    .returning({ hits: identityRateLimits.hits });
  return row?.hits ?? 0;
}
