import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/rows.js';

/** Keys of the transaction-scoped advisory locks that keep a background pass to one process. */
export const JOB_LOCKS = { retention: 581202, vacancyAlerts: 581203, notifications: 581205 } as const;

/** The space of the locks on stored files, one per URL (modules/documents/files/file-locks.ts). */
export const FILE_LOCKS = 581204;

/** True when this transaction got the lock; it ends with the transaction. */
export async function tryTransactionLock(tx: Db, key: number): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${key}) as ok`);
  return Boolean(row?.ok);
}

/**
 * Waits for the lock on a name within `space` (the name hashed: a collision only makes two names
 * share a lock); it ends with the transaction.
 */
export async function transactionLockOn(tx: Db, space: number, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, hashtext(${name}))`);
}

/** One worker's shift writes, so two cannot both pass the overlap check (decision 0066). */
export const WORKER_SHIFT_LOCKS = 581206;

/**
 * Closing a payroll period against every write to the days it covers: the close takes this lock
 * alone, a shift or adjustment shares it, so neither lands on a day being closed (decision 0066).
 */
const PAYROLL_PERIODS_LOCK = 581207;
export async function payrollPeriodsLock(tx: Db, mode: 'shared' | 'exclusive'): Promise<void> {
  await tx.execute(
    mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(${PAYROLL_PERIODS_LOCK})`
      : sql`select pg_advisory_xact_lock(${PAYROLL_PERIODS_LOCK})`,
  );
}
