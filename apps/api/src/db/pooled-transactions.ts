import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './types.js';
import * as schema from './schema/index.js';

/**
 * drizzle's node-postgres `transaction()` sends BEGIN before the try/finally that gives the pooled
 * client back: a BEGIN on a connection that just died (the database killed under load) keeps that
 * client checked out for good (drizzle-orm issues 6023, 6241 and 6114, open in 0.45), and
 * `pool.end()` then waits for it for ever: SIGTERM hung after a kill -9 of the embedded server.
 * Here every transaction checks its client out itself and always returns it; a client that is not
 * back at rest (its connection died, or a rollback failed) is returned with the error, so the pool
 * drops it instead of lending it again.
 */
export function releasingTransactions(db: Database, pool: pg.Pool): Database {
  const onClient = new WeakMap<pg.PoolClient, Database>();
  const transaction: Database['transaction'] = async (work, config) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      let session = onClient.get(client);
      if (!session) {
        session = drizzle(client, { schema }) as unknown as Database;
        onClient.set(client, session);
      }
      return await session.transaction(work, config);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      const atRest = (client as pg.PoolClient & { getTransactionStatus?(): string }).getTransactionStatus?.();
      client.release(failure && atRest !== 'I' ? failure : undefined);
    }
  };
  return Object.assign(db, { transaction });
}
