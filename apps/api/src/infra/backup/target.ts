import { existsSync } from 'node:fs';
import { readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, DatabaseTarget } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import type { Env } from '../../env.js';
import { BackupError } from './errors.js';

/**
 * PGlite keeps `postmaster.pid` in its folder while open (and after a crash). Two processes on one
 * PGlite folder would damage it, so backup and restore refuse while it is there. The embedded
 * PostgreSQL server takes any number of clients: the tools use it while the portal runs.
 */
export function refusePgliteInUse(target: DatabaseTarget): void {
  if (!('pgliteDir' in target) || 'postgresDir' in target || !target.pgliteDir) return;
  const pidFile = join(target.pgliteDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  throw new BackupError(
    `La base embebida (${target.pgliteDir}) está abierta por el portal. Deténgalo y repita el comando. ` +
      `Si el portal no está corriendo (se cerró de golpe), arránquelo y deténgalo una vez, o borre ${pidFile}.`,
  );
}

const hasTables = async (database: DatabaseHandle) =>
  (
    await queryRows<{ tables: number }>(
      database.db,
      sql`select count(*)::int as tables from information_schema.tables
          where table_schema in ('public', 'drizzle')`,
    )
  )[0]!.tables > 0;

const hasFiles = async (folder: string) => (await readdir(folder).catch(() => [])).length > 0;

/**
 * A restore writes onto an empty database and (local driver) an empty uploads folder. With `force`
 * the database's schemas are dropped and the uploads folder is moved aside, never deleted.
 */
export async function prepareRestoreTarget(
  database: DatabaseHandle,
  env: Env,
  force: boolean,
): Promise<{ movedUploads?: string }> {
  const localFiles = env.STORAGE_DRIVER === 'local' && (await hasFiles(env.uploadsDir));
  const tables = await hasTables(database);
  if (!force && (tables || localFiles)) {
    const where = [
      tables && 'la base de datos tiene tablas',
      localFiles && `${env.uploadsDir} tiene archivos`,
    ];
    throw new BackupError(
      `El destino no está vacío: ${where.filter(Boolean).join(' y ')}. La restauración solo escribe ` +
        'sobre un destino vacío; para reemplazar lo que hay, repita con --force.',
    );
  }
  if (tables) {
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`create schema public`);
  }
  if (!localFiles) return {};
  const movedUploads = `${env.uploadsDir}.antes-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await rename(env.uploadsDir, movedUploads);
  return { movedUploads };
}
