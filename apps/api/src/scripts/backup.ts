// npm run backup [-- --salida respaldos/ | --salida /copias/portal.tar.gz]
// One archive of the database and the local files; see README "Copias de seguridad" and decision 0035.
import { existsSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { databaseTargetOf, openDatabase } from '../db/client.js';
import { EnvError, loadEnv } from '../env.js';
import { writeBackup } from '../infra/backup/backup.js';
import { BackupError } from '../infra/backup/errors.js';
import { refusePgliteInUse } from '../infra/backup/target.js';
import { createStorage } from '../infra/storage/create.js';
import { buildInfo } from '../lib/build-info.js';

/** Kilobytes below a megabyte: a demo archive is a few dozen KB and would read as 0.0 MB. */
const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const stampedName = () => `portal-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;

/** A folder (existing, or written with a final `/`) gets a dated name inside: cron needs no date maths. */
function outputPath(salida = 'respaldos/'): string {
  const isFolder = salida.endsWith('/') || (existsSync(salida) && statSync(salida).isDirectory());
  return isFolder ? join(salida, stampedName()) : salida;
}

async function main() {
  const { values } = parseArgs({ options: { salida: { type: 'string', short: 'o' } } });
  const env = loadEnv();
  const out = outputPath(values.salida);
  const started = Date.now();
  const target = databaseTargetOf(env);
  refusePgliteInUse(target);
  const database = await openDatabase(target);
  try {
    const storage = await createStorage(env, database.db);
    const result = await writeBackup({ database, storage, out, build: buildInfo(env.GIT_COMMIT) });
    const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const size = (await stat(out)).size;
    console.log(
      `Copia lista: ${out} (${sizeOf(size)}, ${((Date.now() - started) / 1000).toFixed(1)} s)\n` +
        `  ${result.manifest.tables.length} tablas, ${rows} filas, ${result.files.length} archivos` +
        (result.manifest.files.included
          ? ''
          : `\n  Los archivos están en S3 (${env.STORAGE_BUCKET}): no van en la copia; actívele el versionado al bucket.`) +
        (result.vanished.length > 0
          ? `\n  ${result.vanished.length} archivo(s) se borraron mientras se copiaba y no van: ${result.vanished.slice(0, 3).join(', ')}`
          : ''),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof BackupError ? error.message : error);
  process.exit(1);
});
