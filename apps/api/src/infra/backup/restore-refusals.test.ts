import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { loadEnv } from '../../env.js';
import { seedDemoData } from '../../seed/index.js';
import { createStorage } from '../storage/create.js';
import { writeBackup } from './backup.js';
import { MANIFEST_ENTRY } from './manifest.js';
import { restoreBackup } from './restore.js';
import { readSmallEntry } from './tar.js';

let folder: string;
let archive: string;
const env = () => loadEnv({ NODE_ENV: 'test', DATA_DIR: join(folder, 'destino') });

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'portal-backup-refusals-'));
  const source = await openDatabase({ pgliteDir: null });
  await source.migrate();
  await seedDemoData(source.db);
  archive = join(folder, 'portal.tar.gz');
  const storage = await createStorage(
    loadEnv({ NODE_ENV: 'test', DATA_DIR: join(folder, 'origen') }),
    source.db,
  );
  await writeBackup({ database: source, storage, out: archive, build: { version: '0.1.0', commit: 'abc' } });
  await source.close();
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** A copy of the archive with some entries changed (the archive is small: entries are read whole). */
async function altered(name: string, change: (entry: string, bytes: Buffer) => Buffer): Promise<string> {
  const out = join(folder, `${name}.tar.gz`);
  const extract = tar.extract();
  const pack = tar.pack();
  const reading = pipeline(createReadStream(archive), createGunzip(), extract);
  const writing = pipeline(pack, createGzip(), createWriteStream(out));
  for await (const entry of extract) {
    pack.entry({ name: entry.header.name }, change(entry.header.name, await readSmallEntry(entry)));
  }
  pack.finalize();
  await Promise.all([reading, writing]);
  return out;
}

const tableCount = async (database: DatabaseHandle) =>
  (
    await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.tables
     where table_schema = 'public'`,
    )
  )[0]!.n;

describe('restore refuses what it cannot bring back whole', () => {
  it('an archive of another schema version, before touching the target', async () => {
    const other = await altered('otra-version', (name, bytes) => {
      if (name !== MANIFEST_ENTRY) return bytes;
      const manifest = JSON.parse(bytes.toString()) as { migrations: string[] };
      return Buffer.from(JSON.stringify({ ...manifest, migrations: manifest.migrations.slice(0, -1) }));
    });
    const target = await openDatabase({ pgliteDir: null });
    await expect(
      restoreBackup({ archive: other, database: target, openStorage: (db) => createStorage(env(), db) }),
    ).rejects.toThrow(
      /La copia se tomó con otra versión del esquema .* Restáurela con la versión del portal que la hizo \(commit abc\)/,
    );
    expect(await tableCount(target)).toBe(0);
    await target.close();
  });

  it('an archive cut short (a copy still being written), in Spanish and with nothing loaded', async () => {
    const cut = join(folder, 'cortada.tar.gz');
    const bytes = await readFile(archive);
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const target = await openDatabase({ pgliteDir: null });
    await expect(
      restoreBackup({ archive: cut, database: target, openStorage: (db) => createStorage(env(), db) }),
    ).rejects.toThrow(
      /^No se pudo leer la copia \(Z_BUF_ERROR\): no es un .tar.gz de npm run backup o está cortada/,
    );
    const [row] = await queryRows<{ n: number }>(target.db, sql`select count(*)::int as n from vacantes`);
    expect(row!.n).toBe(0);
    await target.close();
  });

  it('a table whose bytes changed: nothing of the database is kept', async () => {
    const damaged = await altered('danada', (name, bytes) =>
      name.endsWith('-vacantes.jsonl')
        ? Buffer.from(bytes.toString().replace('montacargas', 'Montacargas'))
        : bytes,
    );
    const target = await openDatabase({ pgliteDir: null });
    await expect(
      restoreBackup({ archive: damaged, database: target, openStorage: (db) => createStorage(env(), db) }),
    ).rejects.toThrow('La copia está dañada: la tabla vacantes no coincide con su suma de verificación.');
    const [row] = await queryRows<{ n: number }>(target.db, sql`select count(*)::int as n from vacantes`);
    expect(row!.n).toBe(0);
    await target.close();
  });
});
