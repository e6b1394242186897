import { databaseTargetOf, openDatabase } from './db/client.js';
import { EnvError, loadEnv } from './env.js';
import { buildApp } from './app.js';
import { hasPublicAddress } from './infra/mail/dev-mailbox-access.js';
import { configuredOrigin } from './lib/public-origin.js';
import { collectWhenIdle, reportMemoryOnSignal } from './lib/memory-report.js';
import { systemScreen } from '@portal/shared/messages';
import { seedDemoDataApart } from './seed/run-demo-seed.js';

/** What a failed start leaves running: closed before exiting, or the embedded PostgreSQL would stay. */
const opened: { close(): Promise<void> }[] = [];

/** Why the start failed, in words the person who ran `npm start` can act on. */
function startFailure(error: unknown): unknown {
  if (error instanceof EnvError) return error.message;
  const { code, syscall, port } = error as { code?: string; syscall?: string; port?: number };
  if (syscall === 'listen' && code === 'EADDRINUSE')
    return `[inicio] El puerto ${port} ya lo usa otro programa (¿otro portal abierto?). Ciérralo o elige otro puerto con PORT=…`;
  if (syscall === 'listen' && code === 'EACCES')
    return `[inicio] Esta cuenta no puede abrir el puerto ${port}. Elige uno mayor que 1023 con PORT=…`;
  return error;
}

async function main() {
  const env = loadEnv();
  const database = await openDatabase(databaseTargetOf(env, { adopt: true }));
  opened.unshift(database);
  await database.exclusive(async () => {
    await database.migrate();
    // Apart from the server: its data and the PDF library stay out of its memory (decision 0069).
    if (env.SEED_DEMO_DATA) await seedDemoDataApart(database);
  });

  const app = await buildApp({ env, database });
  opened.unshift(app);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      console.warn('[apagado] cerrando la API');
      await app.close();
      console.warn('[apagado] API cerrada; cerrando la base de datos');
      await database.close();
      console.warn('[apagado] listo');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  reportMemoryOnSignal();

  await app.listen({ port: env.PORT, host: env.HOST });
  // One plain line for the person who just ran `npm start` (the log itself stays JSON).
  const shown = configuredOrigin(env);
  console.log(
    `\nPortal listo en ${shown}` +
      (env.SEED_DEMO_DATA
        ? `\n  candidato de demostración: documento 1020304050, contraseña Portal2026! (en ${shown}/)` +
          `\n  equipo: admin@portal.local, contraseña Portal2026! (en ${shown}/signin)`
        : '') +
      (env.SMTP_URL || hasPublicAddress(env)
        ? ''
        : `\n  correos con códigos: ${shown}/dev/correos (solo desde este equipo)`) +
      `\n  base de datos: ${systemScreen.values[database.engine]} en ${database.location}` +
      // Said on every start, not only the first: an install left on PGlite must be noticed.
      (database.engine === 'pglite' ? `\n  AVISO: ${systemScreen.notes.pglite}` : '') +
      '\n',
  );
  // Start-up's garbage (migrations, seed) and a busy spell's go once the portal is idle again.
  collectWhenIdle();
}

main().catch(async (error: unknown) => {
  console.error(startFailure(error));
  // The API first, then the database it uses.
  for (const part of opened) await part.close().catch(() => undefined);
  process.exit(1);
});
