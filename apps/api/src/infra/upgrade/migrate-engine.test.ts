import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTargetOf, openDatabase, type DatabaseHandle } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { loadEnv } from '../../env.js';
import { seedDemoData } from '../../seed/index.js';
import { temporaryDataFolder } from '../../test-support/data-folder.js';
import { createStorage } from '../storage/create.js';
import { moveToEmbeddedPostgres } from './migrate-engine.js';

// Decision 0071: `npm run db:migrate-engine` moves an install still on PGlite to the embedded PostgreSQL.
const dataDir = temporaryDataFolder('portal-engine');
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir });
const build = { version: '1.0.0', commit: 'prueba' };

/** Every table of `public` with its row count. */
async function rowCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = row!.n;
  }
  return counts;
}

describe('moving a PGlite install to the embedded PostgreSQL', () => {
  let before: Record<string, number>;
  const stored = Buffer.from('%PDF-1.4 cédula de prueba\n');

  it('refuses while the portal has the PGlite folder open, and touches nothing', async () => {
    const pglite = await openDatabase({ pgliteDir: env.pgliteDir });
    try {
      await pglite.migrate();
      await seedDemoData(pglite.db);
      const storage = await createStorage(env, pglite.db);
      await storage.put('documentos/prueba.pdf', Readable.from([stored]), 'application/pdf');
      before = await rowCounts(pglite);
      await expect(moveToEmbeddedPostgres(env, build)).rejects.toThrow(/está abierta por el portal/);
    } finally {
      await pglite.close();
    }
    expect(existsSync(env.postgresDir)).toBe(false);
    expect(databaseTargetOf(env)).toEqual({ pgliteDir: env.pgliteDir });
  }, 240_000);

  it('keeps every record and stored file, and moves the PGlite folder aside with the date', async () => {
    const moved = await moveToEmbeddedPostgres(env, build, new Date('2026-11-27T10:00:00Z'));
    expect(moved.pgliteKeptAt).toBe(`${env.pgliteDir}.antes-2026-11-27T10-00-00-000Z`);
    expect(existsSync(join(moved.pgliteKeptAt, 'PG_VERSION'))).toBe(true);
    expect(existsSync(env.pgliteDir)).toBe(false);
    // No leftover archive next to the data.
    expect(readdirSync(dataDir).filter((name) => name.includes('cambio-de-motor'))).toEqual([]);
    expect(readFileSync(join(env.uploadsDir, 'documentos/prueba.pdf'))).toEqual(stored);

    // The next start takes the embedded server, with the same rows in every table.
    const database = await openDatabase(databaseTargetOf(env));
    try {
      expect(database.engine).toBe('embedded_postgres');
      expect(await rowCounts(database)).toEqual(before);
      expect(moved.rows).toBe(Object.values(before).reduce((sum, n) => sum + n, 0));
      // Sequences continue after the copied ids: a new row does not collide.
      await database.db.execute(
        sql`insert into categorias (nombre_categoria) values ('Categoría nueva tras el cambio de motor')`,
      );
    } finally {
      await database.close();
    }
    // A second run has nothing to move.
    await expect(moveToEmbeddedPostgres(env, build)).rejects.toThrow(/No hay datos de PGlite/);
  }, 240_000);
});
