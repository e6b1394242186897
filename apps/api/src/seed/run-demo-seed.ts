import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '../db/client.js';

const SEED_FILE = fileURLToPath(new URL('./seed-process.mjs', import.meta.url));

/**
 * The demo data, seeded by a short-lived process of its own when the database is a PostgreSQL server:
 * everything only the seed loads (the demo data; pdf-lib and fontkit for the demo contracts) and the
 * memory its threads' allocators keep (~16 MB of PSS, measured) go with it instead of staying in the
 * portal's process for its whole life (decision 0069). PGlite lives in this process's memory, so it is
 * seeded here. The same node flags (`--import tsx` from source) and the same environment.
 */
export async function seedDemoDataApart(database: DatabaseHandle): Promise<void> {
  if (!database.connection) {
    await (await import('./index.js')).seedDemoData(database.db);
    return;
  }
  const child = spawn(process.execPath, [...process.execArgv, SEED_FILE], {
    env: { ...process.env, PORTAL_SEED_CONNECTION: JSON.stringify(database.connection) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`[inicio] la siembra de demostración terminó con el código ${code}`);
}
