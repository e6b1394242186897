import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { jobRuns } from '../db/schema/index.js';

export type JobRun = typeof jobRuns.$inferSelect;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Runs a background job and records how it ended (one row per job: its last run), then returns its
 * result or rethrows its error. `count` says how many things the result handled.
 */
export async function recordRun<T>(
  db: Database,
  job: string,
  now: () => Date,
  work: () => Promise<T>,
  count: (result: T) => number,
): Promise<T> {
  const started = now();
  let result: T | undefined;
  let failure: unknown;
  let ok = true;
  try {
    result = await work();
  } catch (error) {
    failure = error;
    ok = false;
  }
  const finished = now();
  const items = ok ? count(result as T) : null;
  const row = {
    finished_at: finished,
    duration_ms: Math.max(0, finished.getTime() - started.getTime()),
    ok,
    items,
    error: ok ? null : errorText(failure),
    last_ok_at: ok ? finished : null,
  };
  await db
    .insert(jobRuns)
    .values({ job, ...row })
    .onConflictDoUpdate({
      target: jobRuns.job,
      set: { ...row, last_ok_at: ok ? finished : sql`${jobRuns.last_ok_at}` },
    });
  if (!ok) throw failure;
  return result as T;
}

/** The last recorded run of a job, or undefined when it never ran. */
export async function lastRun(db: Database, job: string): Promise<JobRun | undefined> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.job, job));
  return row;
}
