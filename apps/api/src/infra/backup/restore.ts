import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { shippedMigrations } from '../../db/migrations-status.js';
import { contentTypeOfKey, type StorageProvider } from '../storage/provider.js';
import { Checksum } from './checksum.js';
import { BackupError } from './errors.js';
import { enableTriggers, loadTable, prepareTables, restoreSequences } from './load.js';
import {
  FILES_ENTRY,
  FILES_PREFIX,
  fileListSchema,
  MANIFEST_ENTRY,
  manifestSchema,
  tableEntry,
  type Manifest,
} from './manifest.js';
import { readSmallEntry } from './tar.js';

type Entry = AsyncIterable<Uint8Array> & { header: { name: string } };

/**
 * Reads an archive of backup.ts once, front to back, onto an empty target (the caller checks that,
 * target.ts): migrates, loads every table in one transaction that commits only if each table's
 * rows and checksum match the manifest, then writes the files through the storage driver and checks
 * them against the list at the archive's end.
 */
export function restoreBackup(options: RestoreOptions): Promise<{ manifest: Manifest; files: number }> {
  return readArchive(options).catch((error: unknown) => {
    throw BackupError.unreadable(error);
  });
}

interface RestoreOptions {
  archive: string;
  database: DatabaseHandle;
  openStorage: (db: Database) => Promise<StorageProvider>;
}

async function readArchive(options: RestoreOptions): Promise<{ manifest: Manifest; files: number }> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(options.archive), createGunzip(), extract);
  reading.catch(() => undefined); // its error also ends the loop below, which reports it
  const entries = extract[Symbol.asyncIterator]() as AsyncIterator<Entry>;
  const next = async (expected?: string): Promise<Entry> => {
    const { value, done } = await entries.next();
    if (done || (expected && value.header.name !== expected)) {
      throw new BackupError(
        `La copia está incompleta o no es de este portal: falta ${expected ?? 'una parte'}.`,
      );
    }
    return value;
  };

  const manifest = parseManifest(await readSmallEntry(await next(MANIFEST_ENTRY)));
  const { database } = options;
  await database.migrate();
  await database.db.transaction(async (tx) => {
    await prepareTables(tx);
    for (const [position, table] of manifest.tables.entries()) {
      await loadTable(tx, table, await next(tableEntry(position, table.name)));
    }
    await enableTriggers(tx);
    await restoreSequences(tx, manifest.sequences);
  });

  const storage = await options.openStorage(database.db);
  const written = new Map<string, string>();
  let entry = await next();
  for (; entry.header.name.startsWith(FILES_PREFIX); entry = await next()) {
    const key = entry.header.name.slice(FILES_PREFIX.length);
    const checksum = new Checksum();
    await storage.put(key, Readable.from(checksum.tap(entry)), contentTypeOfKey(key));
    written.set(key, checksum.result().sha256);
  }
  if (entry.header.name !== FILES_ENTRY) throw BackupError.damaged(entry.header.name);
  const listed = fileListSchema.parse(JSON.parse((await readSmallEntry(entry)).toString()));
  const damaged = listed.filter((file) => written.get(file.key) !== file.sha256).map((file) => file.key);
  if (damaged.length > 0 || written.size !== listed.length) {
    throw BackupError.damaged(`${damaged.length || 'algún'} archivo(s) (${damaged.slice(0, 3).join(', ')})`);
  }
  // Pulling past the last entry lets the tar reader finish (it waits for its reader).
  if (!(await entries.next()).done) throw BackupError.damaged('el final');
  await reading;
  return { manifest, files: written.size };
}

function parseManifest(bytes: Buffer): Manifest {
  const parsed = manifestSchema.safeParse(JSON.parse(bytes.toString('utf8')));
  if (!parsed.success) {
    throw new BackupError('La copia no es de este portal o es de un formato que esta versión no conoce.');
  }
  const shipped = shippedMigrations().map((entry) => entry.tag);
  const copied = parsed.data.migrations;
  if (shipped.length !== copied.length || shipped.some((tag, index) => tag !== copied[index])) {
    throw new BackupError(
      `La copia se tomó con otra versión del esquema (${copied.length} migraciones, la última ` +
        `${copied.at(-1) ?? 'ninguna'}; esta versión tiene ${shipped.length}, la última ${shipped.at(-1)}). ` +
        `Restáurela con la versión del portal que la hizo (commit ${parsed.data.portal.commit}) y ` +
        'luego actualice: el portal migra al arrancar.',
    );
  }
  return parsed.data;
}
