import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client.js';
import { seedDemoData } from '../seed/index.js';

/** Where the test workers find the template (set by the global setup below, read by createTestApp). */
export const TEMPLATE_ENV = 'PORTAL_TEST_PGLITE_TEMPLATE';

/**
 * Vitest global setup of the API project: one in-memory PGlite migrated and seeded, dumped to a file
 * that every test file's database starts from. A fresh PGlite runs initdb (3–5 s idle, 9–13 s on a
 * loaded 2-core machine) before migrating and seeding; loading a dump takes 1.5 s. Against a
 * PostgreSQL server (TEST_DATABASE_URL) each file still gets its own new database, migrated and seeded.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openDatabase({ pgliteDir: null });
  await database.migrate();
  await seedDemoData(database.db);
  const file = join(tmpdir(), `portal-test-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  process.env[TEMPLATE_ENV] = file;
  return () => rmSync(file, { force: true });
}
