import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The last run of each background job (the orphan sweeper), written by whichever process ran it, so
 * the system screen sees it across processes and restarts.
 */
export const jobRuns = pgTable('job_runs', {
  job: text('job').primaryKey(),
  finished_at: at('finished_at').notNull(),
  duration_ms: integer('duration_ms').notNull(),
  ok: boolean('ok').notNull(),
  /** What the run handled (files removed); null when it failed. */
  items: integer('items'),
  error: text('error'),
  last_ok_at: at('last_ok_at'),
});
