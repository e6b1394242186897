import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { loadEnv, type Env } from '../../env.js';
import { seedDemoData, seedDemoFiles } from '../../seed/index.js';
import { createScratchDatabase } from '../../test-support/scratch-database.js';
import { createStorage } from '../storage/create.js';
import type { StorageProvider } from '../storage/provider.js';
import { writeBackup } from './backup.js';
import { restoreBackup } from './restore.js';
import { listSequences, listTables, quoteName } from './tables.js';
import { prepareRestoreTarget } from './target.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A portal's database and uploads folder: embedded in a fresh folder, or a fresh PostgreSQL database. */
async function portal(folder: string): Promise<{ database: DatabaseHandle; env: Env }> {
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: folder });
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: env.pgliteDir });
    cleanups.push(() => database.close());
    return { database, env };
  }
  const scratch = await createScratchDatabase(serverUrl, 'portal_backup');
  const database = await openDatabase({ url: scratch.url });
  cleanups.push(async () => {
    await database.close();
    await scratch.drop();
  });
  return { database, env: { ...env, DATABASE_URL: scratch.url } };
}

/** Every row of every table (generated columns included), as text, in a stable order. */
async function snapshot(database: DatabaseHandle) {
  const tables: Record<string, string[]> = {};
  for (const table of await listTables(database.db)) {
    const rows = await queryRows<{ row: string }>(
      database.db,
      sql.raw(`select t::text as row from ${quoteName(table.name)} t order by 1`),
    );
    tables[table.name] = rows.map((row) => row.row);
  }
  return { tables, sequences: await listSequences(database.db) };
}

async function storedFiles(storage: StorageProvider) {
  const files = new Map<string, Buffer>();
  for await (const object of storage.list()) files.set(object.key, await storage.read(object.key));
  return files;
}

describe(`backup and restore (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    'round-trips a populated portal: every row of every table and every file byte',
    { timeout: 150_000 },
    async () => {
      const folder = await mkdtemp(join(tmpdir(), 'portal-backup-'));
      cleanups.push(() => rm(folder, { recursive: true, force: true }));
      const source = await portal(join(folder, 'origen'));
      await source.database.migrate();
      await seedDemoData(source.database.db);
      const sourceStorage = await createStorage(source.env, source.database.db);
      await seedDemoFiles(source.database.db, sourceStorage);
      // Bytes no compression could fake, and a key deep enough to need a long tar header.
      await sourceStorage.put(
        '99/cv/1700000000000/aleatorio.pdf',
        Readable.from([randomBytes(3_000_000)]),
        '',
      );
      await sourceStorage.put(
        `99/${'c'.repeat(110)}/1/${'n'.repeat(100)}.png`,
        Readable.from([randomBytes(10)]),
        '',
      );

      const archive = join(folder, 'copias', 'portal.tar.gz');
      const result = await writeBackup({
        database: source.database,
        storage: sourceStorage,
        out: archive,
        build: { version: '0.1.0', commit: 'prueba' },
      });
      expect(result.files.length).toBeGreaterThanOrEqual(3);
      expect((await stat(archive)).size).toBeGreaterThan(3_000_000);

      const target = await portal(join(folder, 'destino'));
      await prepareRestoreTarget(target.database, target.env, false);
      const restored = await restoreBackup({
        archive,
        database: target.database,
        openStorage: (db) => createStorage(target.env, db),
      });
      expect(restored.files).toBe(result.files.length);

      const before = await snapshot(source.database);
      expect(Object.keys(before.tables).length).toBeGreaterThan(20);
      expect(before.tables['vacantes']!.length).toBe(44);
      expect(await snapshot(target.database)).toEqual(before);
      const targetStorage = await createStorage(target.env, target.database.db);
      expect(await storedFiles(targetStorage)).toEqual(await storedFiles(sourceStorage));

      // Now the target holds a portal: a second restore refuses, unless told to replace it.
      await expect(prepareRestoreTarget(target.database, target.env, false)).rejects.toThrow(
        /El destino no está vacío: la base de datos tiene tablas y .* tiene archivos\..*--force/,
      );
      const { movedUploads } = await prepareRestoreTarget(target.database, target.env, true);
      expect(movedUploads).toContain('.antes-');
      await restoreBackup({
        archive,
        database: target.database,
        openStorage: (db) => createStorage(target.env, db),
      });
      expect(await snapshot(target.database)).toEqual(before);
    },
  );
});
