// npm run db:migrate-engine
// Moves an install still on PGlite to the embedded PostgreSQL in place (decision 0071, README).
import { EnvError, loadEnv } from '../env.js';
import { BackupError } from '../infra/backup/errors.js';
import { moveToEmbeddedPostgres } from '../infra/upgrade/migrate-engine.js';
import { buildInfo } from '../lib/build-info.js';

async function main() {
  const env = loadEnv();
  const started = Date.now();
  console.log(`Pasando ${env.pgliteDir} (PGlite) al PostgreSQL embebido en ${env.postgresDir}…`);
  const moved = await moveToEmbeddedPostgres(env, buildInfo(env.GIT_COMMIT));
  console.log(
    `Listo en ${((Date.now() - started) / 1000).toFixed(1)} s: ${moved.tables} tablas, ${moved.rows} filas, ` +
      'cada tabla con las mismas filas que tenía en PGlite.\n' +
      `  Los datos están ahora en ${moved.postgresDir}; los archivos siguen en ${env.uploadsDir}.\n` +
      `  La carpeta de PGlite quedó en ${moved.pgliteKeptAt} (no se borró; bórrela cuando el portal ` +
      'haya arrancado bien y tenga una copia nueva).\n' +
      '  Arranque el portal: npm start (o npm run serve).',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof BackupError ? error.message : error);
  process.exit(1);
});
