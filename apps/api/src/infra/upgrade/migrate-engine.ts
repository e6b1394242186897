import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { startEmbeddedPostgres } from '../../db/embedded-postgres.js';
import { queryRows } from '../../db/rows.js';
import type { Env } from '../../env.js';
import type { BuildInfo } from '../../lib/build-info.js';
import { writeBackup } from '../backup/backup.js';
import { BackupError } from '../backup/errors.js';
import type { Manifest } from '../backup/manifest.js';
import { restoreBackup } from '../backup/restore.js';
import { refusePgliteInUse } from '../backup/target.js';
import { createStorage } from '../storage/create.js';

export interface EngineMove {
  postgresDir: string;
  /** The PGlite folder, moved aside with the date: never deleted. */
  pgliteKeptAt: string;
  tables: number;
  rows: number;
}

/** What must hold before anything is touched: an embedded PGlite folder, no PostgreSQL one, no portal on it. */
function checkMovable(env: Env): { pgliteDir: string; postgresDir: string } {
  if (env.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL está definida: el portal usa ese servidor PostgreSQL, no una base embebida. No hay nada que pasar.',
    );
  }
  const pgliteDir = resolve(env.pgliteDir);
  const postgresDir = resolve(env.postgresDir);
  if (!existsSync(join(pgliteDir, 'PG_VERSION')))
    throw new BackupError(`No hay datos de PGlite en ${pgliteDir} (PGLITE_DIR): no hay nada que pasar.`);
  if (existsSync(join(postgresDir, 'PG_VERSION'))) {
    throw new BackupError(
      `Ya hay un PostgreSQL embebido en ${postgresDir}, y el portal lo usa en lugar de ${pgliteDir}. ` +
        'Si quiere rehacer el paso, mueva esa carpeta a otro nombre y repita el comando.',
    );
  }
  refusePgliteInUse({ pgliteDir });
  return { pgliteDir, postgresDir };
}

/** Every table holds the rows the copy says it had. */
async function verifyRowCounts(database: DatabaseHandle, manifest: Manifest): Promise<void> {
  for (const table of manifest.tables) {
    const [counted] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${sql.identifier(table.name)}`,
    );
    if (counted!.n !== table.rows) {
      throw new BackupError(
        `La tabla ${table.name} quedó con ${counted!.n} filas y PGlite tenía ${table.rows}: no se cambió de motor.`,
      );
    }
  }
}

/**
 * `npm run db:migrate-engine` (decision 0071): moves an install still on PGlite to the embedded
 * PostgreSQL in place. The server's folder is made first (so a folder it cannot reach stops here,
 * before anything else), then the PGlite database is migrated and copied without the files (they
 * stay in UPLOADS_DIR, untouched), restored into the server, and every table's rows are counted
 * against the copy. Only then is the PGlite folder renamed aside with the date; on any failure the
 * new server folder is removed and the install stays on PGlite as it was.
 */
export async function moveToEmbeddedPostgres(
  env: Env,
  build: BuildInfo,
  now = new Date(),
): Promise<EngineMove> {
  const { pgliteDir, postgresDir } = checkMovable(env);
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const archive = join(dirname(pgliteDir), `.cambio-de-motor-${stamp}.tar.gz`);
  const server = await startEmbeddedPostgres(postgresDir, { adopt: false });
  let moved = false;
  try {
    const source = await openDatabase({ pgliteDir });
    let manifest: Manifest;
    try {
      await source.migrate();
      const storage = await createStorage(env, source.db);
      ({ manifest } = await writeBackup({ database: source, storage, out: archive, build, files: false }));
    } finally {
      await source.close();
    }
    // The server started above answers on its folder: this handle attaches to it.
    const target = await openDatabase({ postgresDir, pgliteDir, adopt: false });
    try {
      await restoreBackup({ archive, database: target, openStorage: (db) => createStorage(env, db) });
      await verifyRowCounts(target, manifest);
    } finally {
      await target.close();
    }
    const pgliteKeptAt = `${pgliteDir}.antes-${stamp}`;
    await rename(pgliteDir, pgliteKeptAt);
    moved = true;
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    return { postgresDir, pgliteKeptAt, tables: manifest.tables.length, rows };
  } finally {
    await server.stop();
    await rm(archive, { force: true });
    // A half-made server folder would be taken for the database on the next start: the install stays on PGlite.
    if (!moved) await rm(postgresDir, { recursive: true, force: true });
  }
}
