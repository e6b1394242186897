import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from './client.js';
import { releasingTransactions } from './pooled-transactions.js';
import { queryRows } from './rows.js';
import * as schema from './schema/index.js';

// The cause of a SIGTERM that hung after the database was killed under load (database-kill.test.ts):
// a transaction whose BEGIN fails must give its pooled client back. Needs a real server (test:pg).
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('transactions over a pool', () => {
  it('a BEGIN on a connection that died leaves no client checked out: the pool still serves and ends', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    pool.on('error', () => undefined);
    const db = releasingTransactions(drizzle(pool, { schema }) as unknown as Database, pool);
    // The server ends the connection right after it is lent, before the transaction's BEGIN reaches it.
    pool.once('acquire', (client) => {
      client.on('error', () => undefined);
      client.query('select pg_terminate_backend(pg_backend_pid())').catch(() => undefined);
    });
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    expect(pool.totalCount - pool.idleCount, 'clientes prestados que nunca volvieron').toBe(0);
    // With the only client leaked, this would wait for ever.
    const answer = await db.transaction(async (tx) => queryRows<{ n: number }>(tx, sql`select 41 + 1 as n`));
    expect(answer).toEqual([{ n: 42 }]);
    await pool.end();
  }, 20_000);
});
