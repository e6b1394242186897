import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { loadEnv } from '../../env.js';
import { seedDemoData, seedDemoFiles } from '../../seed/index.js';
import { createStorage } from '../storage/create.js';
import type { S3Storage } from '../storage/s3.js';
import { startS3Server, type S3Server } from '../../test-support/s3-server.js';
import { writeBackup } from './backup.js';
import { restoreBackup } from './restore.js';

let folder: string;
let server: S3Server;
let s3: S3Storage;
let source: DatabaseHandle;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'portal-backup-s3-'));
  server = await startS3Server();
  s3 = server.storage;
  source = await openDatabase({ pgliteDir: null });
  await source.migrate();
  await seedDemoData(source.db);
});
afterAll(async () => {
  await source?.close();
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

const build = { version: '0.1.0', commit: 'prueba' };

describe('backups and S3', () => {
  it('a copy of local files restored with the S3 driver lands in the bucket, byte for byte', async () => {
    const local = await createStorage(
      loadEnv({ NODE_ENV: 'test', DATA_DIR: join(folder, 'origen') }),
      source.db,
    );
    await seedDemoFiles(source.db, local);
    const archive = join(folder, 'local.tar.gz');
    const { files } = await writeBackup({ database: source, storage: local, out: archive, build });
    const target = await openDatabase({ pgliteDir: null });
    await restoreBackup({ archive, database: target, openStorage: async () => s3 });
    await target.close();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(await s3.read(file.key)).toEqual(await local.read(file.key));
  });

  it('with the S3 driver the copy holds the database only: the bucket keeps its own versions', async () => {
    const archive = join(folder, 's3.tar.gz');
    const { manifest, files } = await writeBackup({ database: source, storage: s3, out: archive, build });
    expect(manifest.files).toEqual({ driver: 's3', included: false });
    expect(files).toEqual([]);
  });
});
