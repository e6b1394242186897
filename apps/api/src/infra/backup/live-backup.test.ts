import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { loadEnv } from '../../env.js';
import { seedDemoData } from '../../seed/index.js';
import { createScratchDatabase } from '../../test-support/scratch-database.js';
import { createStorage } from '../storage/create.js';
import { writeBackup } from './backup.js';
import { restoreBackup } from './restore.js';

const serverUrl = process.env.TEST_DATABASE_URL;

const pairsIn = async (db: Parameters<typeof queryRows>[0]) =>
  (
    await queryRows<{ categories: number; positions: number }>(
      db,
      sql`select (select count(*)::int from categorias where nombre_categoria like 'Concurrente %') as categories,
                 (select count(*)::int from cargos_catalogo where nombre like 'Concurrente %') as positions`,
    )
  )[0]!;

// Tables are read parents first: without one snapshot, a position written after `categorias` was read
// but before `cargos_catalogo` was would point at a category missing from the copy, and the restore's
// foreign keys would refuse it.
describe.runIf(serverUrl)('a backup while the portal writes (PostgreSQL)', () => {
  it('is one instant of the database: pairs written during the copy come whole or not at all', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'portal-live-backup-'));
    const [from, to] = await Promise.all([1, 2].map(() => createScratchDatabase(serverUrl!, 'portal_live')));
    const source = await openDatabase({ url: from!.url });
    const target = await openDatabase({ url: to!.url });
    try {
      await source.migrate();
      await seedDemoData(source.db);
      let writing = true;
      let written = 0;
      const writer = (async () => {
        while (writing) {
          await source.db.transaction(async (tx) => {
            const [category] = await queryRows<{ id: number }>(
              tx,
              sql`insert into categorias (nombre_categoria) values (${`Concurrente ${written}`})
                  returning id_categoria as id`,
            );
            await tx.execute(sql`insert into cargos_catalogo
              (id_categoria, nombre, descripcion, imagen, salario_min, salario_max)
              values (${category!.id}, ${`Concurrente ${written}`}, 'prueba', 'x.png', 1, 2)`);
          });
          written += 1;
        }
      })();
      while (written < 20) await new Promise((resolve) => setTimeout(resolve, 5));
      const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: join(folder, 'origen') });
      const archive = join(folder, 'vivo.tar.gz');
      const { manifest } = await writeBackup({
        database: source,
        storage: await createStorage(env, source.db),
        out: archive,
        build: { version: '0.1.0', commit: 'prueba' },
      });
      const atSnapshot = written;
      while (written < atSnapshot + 20) await new Promise((resolve) => setTimeout(resolve, 5));
      writing = false;
      await writer;

      const targetEnv = loadEnv({ NODE_ENV: 'test', DATA_DIR: join(folder, 'destino') });
      await restoreBackup({ archive, database: target, openStorage: (db) => createStorage(targetEnv, db) });
      const copied = await pairsIn(target.db);
      expect(copied.categories).toBe(copied.positions);
      expect(copied.categories).toBeGreaterThanOrEqual(20);
      expect(copied.categories).toBeLessThan((await pairsIn(source.db)).categories);
      expect(manifest.tables.find((table) => table.name === 'cargos_catalogo')!.rows).toBeGreaterThan(20);
    } finally {
      await Promise.all([source.close(), target.close()]);
      await Promise.all([from!.drop(), to!.drop()]);
      await rm(folder, { recursive: true, force: true });
    }
  });
});
