import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/** Runs raw SQL and gives its rows: both drivers answer `{ rows }`, which drizzle's type hides. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
