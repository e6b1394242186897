import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar, { type Pack } from 'tar-stream';
import type { DatabaseHandle } from '../../db/client.js';
import { appliedMigrationTags } from '../../db/migrations-status.js';
import type { BuildInfo } from '../../lib/build-info.js';
import type { StorageProvider } from '../storage/provider.js';
import { Checksum } from './checksum.js';
import { dumpDatabase } from './dump.js';
import {
  BACKUP_FORMAT,
  FILES_ENTRY,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  tableEntry,
  type FileList,
  type Manifest,
} from './manifest.js';
import { addEntry } from './tar.js';

export interface BackupResult {
  manifest: Manifest;
  files: FileList;
  /** Files listed by the storage that were gone when their turn came (deleted meanwhile). */
  vanished: string[];
}

/** An upload still being written by LocalStorage.put: not a stored file yet. */
const PARTIAL_UPLOAD = /\.part-[0-9a-f]{12}$/;

/**
 * Writes one `.tar.gz` with the database (a consistent snapshot, see dump.ts) and, for the local
 * driver, every stored file. The archive is written beside `out` as `.part`, synced to disk and then
 * renamed: a backup that stopped half-way never looks finished. S3 files are left to the bucket's
 * own versioning (decision 0035).
 */
export async function writeBackup(options: {
  database: DatabaseHandle;
  storage: StorageProvider;
  out: string;
  build: BuildInfo;
  /** False: the database only, the files stay where they are (moving the database to another engine). */
  files?: boolean;
}): Promise<BackupResult> {
  const { database, storage, out } = options;
  await mkdir(dirname(out), { recursive: true });
  const scratch = await mkdtemp(join(dirname(out), '.respaldo-'));
  try {
    const migrations = await appliedMigrationTags(database.db);
    const dump = await dumpDatabase(database.db, scratch);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      portal: options.build,
      engine: database.engine,
      migrations,
      tables: dump.tables.map((table) => table.info),
      sequences: dump.sequences,
      files: { driver: storage.driver, included: storage.driver === 'local' && options.files !== false },
    };
    const pack = tar.pack();
    const partial = `${out}.part`;
    const written = pipeline(pack, createGzip(), createWriteStream(partial));
    const fill = async () => {
      await addEntry(pack, MANIFEST_ENTRY, ...sized(Buffer.from(JSON.stringify(manifest, null, 2))));
      for (const [position, table] of dump.tables.entries()) {
        const entry = tableEntry(position, table.info.name);
        await addEntry(pack, entry, table.info.bytes, createReadStream(table.path));
      }
      const files = manifest.files.included ? await addFiles(pack, storage) : { files: [], vanished: [] };
      await addEntry(pack, FILES_ENTRY, ...sized(Buffer.from(JSON.stringify(files.files, null, 2))));
      pack.finalize();
      return files;
    };
    // A failure while filling must also end the writer, or the half-written file stays open.
    const filled = fill().catch((error: unknown) => {
      pack.destroy(error as Error);
      throw error;
    });
    const [files] = await Promise.all([filled, written]);
    await syncToDisk(partial);
    await rename(partial, out);
    return { manifest, ...files };
  } finally {
    await rm(scratch, { recursive: true, force: true });
    await rm(`${out}.part`, { force: true });
  }
}

const sized = (bytes: Buffer) => [bytes.length, bytes] as const;

async function addFiles(pack: Pack, storage: StorageProvider) {
  const keys: string[] = [];
  for await (const object of storage.list()) if (!PARTIAL_UPLOAD.test(object.key)) keys.push(object.key);
  keys.sort();
  const files: FileList = [];
  const vanished: string[] = [];
  for (const key of keys) {
    const opened = await storage.open(key);
    if (!opened) {
      vanished.push(key);
      continue;
    }
    const checksum = new Checksum();
    await addEntry(pack, FILES_PREFIX + key, opened.size, checksum.tap(opened.stream));
    files.push({ key, ...checksum.result() });
  }
  return { files, vanished };
}

async function syncToDisk(path: string) {
  const handle = await open(path, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
