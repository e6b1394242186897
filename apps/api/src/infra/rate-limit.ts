import { sql, type Placeholder, type SQL } from 'drizzle-orm';

type SqlValue = SQL | Placeholder;
import type { Db } from '../db/client.js';

const WINDOW_MS = 60 * 1000;
export const rateWindow = (now: Date) => new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);

/**
 * Counts one hit for a key and answers the sliding-window estimate of the last minute: this minute's
 * hits plus the previous minute's weighted by how much of it still overlaps (so 2 × the limit cannot
 * pass across a minute boundary, as with fixed windows). One upsert; a CTE body returning `hits`.
 * `key`, `windowStart` and `now` are SQL values (bound parameters or named-statement placeholders).
 * The table was born with the identity service and keeps its name; callers prefix their keys.
 */
export function slidingHit(key: SqlValue, windowStart: SqlValue, now: SqlValue): SQL {
  const window = sql`${windowStart}::timestamptz`;
  const elapsed = sql`extract(epoch from (${now}::timestamptz - ${window})) / ${WINDOW_MS / 1000}`;
  return sql`
    insert into identity_rate_limits (key, window_start, hits, prev_hits)
    values (${key}, ${window}, 1, 0)
    on conflict (key) do update set
      prev_hits = case
        when identity_rate_limits.window_start = excluded.window_start then identity_rate_limits.prev_hits
        when identity_rate_limits.window_start = excluded.window_start - interval '1 minute' then identity_rate_limits.hits
        else 0 end,
      hits = case when identity_rate_limits.window_start = excluded.window_start
        then identity_rate_limits.hits + 1 else 1 end,
      window_start = excluded.window_start
    returning ceil(hits + prev_hits * greatest(0, 1 - ${elapsed}))::int as hits`;
}

/** Counts one hit for `key` (e.g. `staff_login:<ip>`) and answers the last minute's estimate. */
export async function countHit(db: Db, key: string, now: Date): Promise<number> {
  const result = (await db.execute(
    slidingHit(sql`${key}`, sql`${rateWindow(now).toISOString()}`, sql`${now.toISOString()}`),
  )) as unknown as { rows: { hits: number }[] };
  return Number(result.rows[0]?.hits ?? 0);
}
