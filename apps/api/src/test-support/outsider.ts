import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows } from '../db/rows.js';
import type { TestContext } from './test-app.js';

/**
 * A plain connection to the test app's own PostgreSQL database (TEST_DATABASE_URL): what another API
 * process, or someone at psql, would do to the same data.
 */
export async function connectOutsider(ctx: TestContext): Promise<pg.Client> {
  const [row] = await queryRows<{ name: string }>(ctx.database.db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}
