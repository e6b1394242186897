import { sql, type Placeholder, type SQL } from 'drizzle-orm';

type SqlValue = SQL | Placeholder;
import type { Db } from '../db/client.js';
import { queryRows } from '../db/rows.js';

const MINUTE_MS = 60 * 1000;
export const rateWindow = (now: Date, windowMs = MINUTE_MS) =>
  new Date(Math.floor(now.getTime() / windowMs) * windowMs);

interface SlidingOptions {
  /** The window: a minute for the per-IP limits, an hour for codes mailed to one account. */
  windowMs?: number;
  /** When given, a hit that would pass it is not counted and the statement returns no row. */
  max?: number;
  /** How many hits this one counts for (a batch of invitations): 1 unless said. */
  amount?: number;
}

/**
 * Counts one hit for a key and answers the sliding-window estimate of the last window: this window's
 * hits plus the previous one's weighted by how much of it still overlaps (so 2 × the limit cannot
 * pass across a window boundary, as with fixed windows). One upsert; a CTE body returning `hits`.
 * `key`, `windowStart` and `now` are SQL values (bound parameters or named-statement placeholders).
 * The table was born with the identity service and keeps its name; callers prefix their keys.
 */
export function slidingHit(
  key: SqlValue,
  windowStart: SqlValue,
  now: SqlValue,
  { windowMs = MINUTE_MS, max, amount = 1 }: SlidingOptions = {},
): SQL {
  if (!Number.isSafeInteger(amount) || amount < 1) throw new Error(`rate-limit amount ${amount}`);
  const hits = sql.raw(String(amount)); // an integer of ours, inline: named statements keep their parameters
  const window = sql`${windowStart}::timestamptz`;
  const length = sql.raw(`interval '${windowMs / 1000} seconds'`);
  const overlap = sql`greatest(0, 1 - extract(epoch from (${now}::timestamptz - ${window})) / ${windowMs / 1000})`;
  const previous = sql`case
        when identity_rate_limits.window_start = excluded.window_start then identity_rate_limits.prev_hits
        when identity_rate_limits.window_start = excluded.window_start - ${length} then identity_rate_limits.hits
        else 0 end`;
  const current = sql`case when identity_rate_limits.window_start = excluded.window_start
        then identity_rate_limits.hits + ${hits} else ${hits} end`;
  const withinMax =
    max === undefined ? sql`` : sql`where ceil(${current} + ${previous} * ${overlap}) <= ${max}`;
  return sql`
    insert into identity_rate_limits (key, window_start, hits, prev_hits)
    values (${key}, ${window}, ${hits}, 0)
    on conflict (key) do update set
      prev_hits = ${previous}, hits = ${current}, window_start = excluded.window_start
    ${withinMax}
    returning ceil(hits + prev_hits * ${overlap})::int as hits`;
}

async function runHit(db: Db, key: string, now: Date, options: SlidingOptions = {}) {
  const [row] = await queryRows<{ hits: number }>(
    db,
    slidingHit(
      sql`${key}`,
      sql`${rateWindow(now, options.windowMs).toISOString()}`,
      sql`${now.toISOString()}`,
      options,
    ),
  );
  return row;
}

/** Counts one hit for `key` (e.g. `staff_login:<ip>`) and answers the last minute's estimate. */
export async function countHit(db: Db, key: string, now: Date): Promise<number> {
  return Number((await runHit(db, key, now))?.hits ?? 0);
}

/**
 * Counts one hit for `key` only if the window's estimate stays within `max`, in one statement (so
 * parallel callers cannot pass it); false, and nothing counted, when it would not.
 */
export async function hitWithin(db: Db, key: string, now: Date, max: number, windowMs: number, amount = 1) {
  if (amount > max) return false; // a new key's first insert is not checked against max
  return (await runHit(db, key, now, { max, windowMs, amount })) !== undefined;
}

/**
 * When `amount` more hits on `key` will fit under `max` again, as hitWithin counts them: this window's
 * hits stay until it ends, the previous window's fade out linearly over this one.
 */
export async function roomAt(db: Db, key: string, now: Date, max: number, windowMs: number, amount = 1) {
  const [row] = await queryRows<{ window_start: string | Date; hits: number; prev_hits: number }>(
    db,
    sql`select window_start, hits, prev_hits from identity_rate_limits where key = ${key}`,
  );
  if (!row) return now;
  const start = new Date(row.window_start).getTime();
  const room = max - amount;
  const candidates: number[] = [];
  // Still in the stored window, the previous one fading: c + p·(1 − (t − start)/w) ≤ room.
  if (now.getTime() < start + windowMs && row.hits <= room) {
    const fade = row.prev_hits > 0 ? Math.max(0, 1 - (room - row.hits) / row.prev_hits) : 0;
    candidates.push(start + windowMs * fade);
  }
  // In the next window this one's hits fade: c·(1 − (t − start − w)/w) ≤ room.
  candidates.push(start + windowMs + windowMs * Math.max(0, 1 - room / Math.max(row.hits, 1)));
  return new Date(Math.max(now.getTime(), Math.ceil(Math.min(...candidates))));
}

/** Takes back one hit counted for `key` (a reserved attempt that turned out legitimate). */
export async function refundHit(db: Db, key: string) {
  await db.execute(sql`update identity_rate_limits set hits = greatest(hits - 1, 0) where key = ${key}`);
}

/** Forgets every hit of `key` (e.g. an address's failures once it signs in). */
export async function forgetHits(db: Db, key: string) {
  await db.execute(sql`delete from identity_rate_limits where key = ${key}`);
}
