// npm run restore -- respaldos/portal.tar.gz [--force]
// Brings a backup of `npm run backup` onto an empty database and uploads folder (decision 0035).
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { databaseTargetOf, openDatabase } from '../db/client.js';
import { EnvError, loadEnv } from '../env.js';
import { BackupError } from '../infra/backup/errors.js';
import { restoreBackup } from '../infra/backup/restore.js';
import { prepareRestoreTarget, refusePgliteInUse } from '../infra/backup/target.js';
import { createStorage } from '../infra/storage/create.js';

async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const archive = positionals[0];
  if (!archive || positionals.length > 1 || !existsSync(archive)) {
    throw new BackupError(
      'Indique un archivo de copia que exista: npm run restore -- respaldos/portal.tar.gz',
    );
  }
  const env = loadEnv();
  const started = Date.now();
  const target = databaseTargetOf(env);
  refusePgliteInUse(target);
  const database = await openDatabase(target);
  try {
    const { movedUploads } = await prepareRestoreTarget(database, env, values.force);
    if (movedUploads) console.log(`Los archivos que había quedaron en ${movedUploads}.`);
    const { manifest, files } = await restoreBackup({
      archive,
      database,
      openStorage: (db) => createStorage(env, db),
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Copia del ${manifest.createdAt} restaurada en ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${manifest.tables.length} tablas, ${rows} filas, ${files} archivos.` +
        (manifest.files.included
          ? ''
          : `\n  La copia no trae archivos: estaban en S3 (${manifest.files.driver}); recupérelos con el versionado del bucket.`),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof BackupError ? error.message : error);
  process.exit(1);
});
