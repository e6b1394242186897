import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PG_TEMPLATE_ENV, TEMPLATE_ENV } from './pglite-template.js';
import { createScratchDatabase } from './scratch-database.js';
import { buildApp, type App } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { seedDemoData } from '../seed/index.js';
import { loadEnv, type Env } from '../env.js';

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  env: Env;
  close(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database per call: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (so the same suite runs on both engines).
 */
export async function createTestApp(overrides: Partial<NodeJS.ProcessEnv> = {}): Promise<TestContext> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: `/tmp/portal-test-${randomBytes(6).toString('hex')}`,
    ...overrides,
  });
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl ? process.env[PG_TEMPLATE_ENV] : process.env[TEMPLATE_ENV];
  let dropDatabase = async () => {};
  let database: DatabaseHandle;
  if (serverUrl) {
    // A copy of the global setup's migrated and seeded database (pglite-template.ts), when there is one.
    const scratch = await createScratchDatabase(serverUrl, undefined, template);
    database = await openDatabase({ url: scratch.url });
    dropDatabase = scratch.drop;
  } else if (template) {
    database = await openDatabase({ pgliteDir: null, from: new Blob([readFileSync(template)]) });
  } else {
    database = await openDatabase({ pgliteDir: null });
  }
  // From a template it is already migrated and seeded (pglite-template.ts): migrating checks the journal only.
  await database.migrate();
  if (!template) await seedDemoData(database.db);
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    env,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/** A fresh app (as createTestApp) listening on a random loopback port; `base` is its http://127.0.0.1:<port>. */
export async function startListeningApp(): Promise<{ ctx: TestContext; base: string }> {
  const ctx = await createTestApp();
  return { ctx, base: await ctx.app.listen({ port: 0, host: '127.0.0.1' }) };
}
