import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client.js';
import { seedDemoData } from '../seed/index.js';
import { createScratchDatabase } from './scratch-database.js';

/** Where the test workers find the template (set by the global setup below, read by createTestApp). */
export const TEMPLATE_ENV = 'PORTAL_TEST_PGLITE_TEMPLATE';
/** The template database's name on the TEST_DATABASE_URL server (set below, read by createTestApp). */
export const PG_TEMPLATE_ENV = 'PORTAL_TEST_PG_TEMPLATE';

/**
 * Vitest global setup of the API project: one in-memory PGlite migrated and seeded, dumped to a file
 * that every test file's database starts from. A fresh PGlite runs initdb (3–5 s idle, 9–13 s on a
 * loaded 2-core machine) before migrating and seeding; loading a dump takes 1.5 s. Against a
 * PostgreSQL server (TEST_DATABASE_URL) it is one database there, migrated and seeded, that each
 * file's new database copies (CREATE DATABASE … TEMPLATE) instead of migrating and seeding its own.
 */
export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return setupPostgresTemplate(serverUrl);
  const database = await openDatabase({ pgliteDir: null });
  await database.migrate();
  await seedDemoData(database.db);
  const file = join(tmpdir(), `portal-test-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  process.env[TEMPLATE_ENV] = file;
  return () => rmSync(file, { force: true });
}

async function setupPostgresTemplate(serverUrl: string) {
  const template = await createScratchDatabase(serverUrl, 'portal_test_template');
  const database = await openDatabase({ url: template.url });
  try {
    await database.migrate();
    await seedDemoData(database.db);
  } finally {
    await database.close(); // a template takes copies only while nobody is connected to it
  }
  process.env[PG_TEMPLATE_ENV] = new URL(template.url).pathname.slice(1);
  return () => template.drop();
}
