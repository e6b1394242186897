import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** Keys of the transaction-scoped advisory locks that keep a background pass to one process. */
export const JOB_LOCKS = { retention: 581202, vacancyAlerts: 581203 } as const;

/** True when this transaction got the lock; it ends with the transaction. */
export async function tryTransactionLock(tx: Db, key: number): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as ok`);
  return Boolean((result as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok);
}
