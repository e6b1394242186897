import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, type DatabaseHandle } from './client.js';
import { listenOnPglite, NotificationFeed } from './notifications.js';
import * as schema from './schema/index.js';
import type { Database } from './types.js';

/**
 * PGlite in this process, on a folder or in memory (`null`, tests; `from`: starting as another's dump).
 * Imported by `openDatabase` only when PGlite is the engine.
 */
export async function openPglite(target: { pgliteDir: string | null; from?: Blob }): Promise<DatabaseHandle> {
  if (target.pgliteDir) mkdirSync(target.pgliteDir, { recursive: true });
  // pg_trgm: the talent pool's typo-tolerant search (migration 0034).
  const extensions = { pg_trgm };
  const client = target.pgliteDir
    ? new PGlite(target.pgliteDir, { extensions })
    : new PGlite(target.from ? { loadDataDir: target.from, extensions } : { extensions });
  await client.waitReady;
  const publicChanges = new NotificationFeed();
  const stopListening = await listenOnPglite(client, publicChanges);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    location: target.pgliteDir ? resolve(target.pgliteDir) : 'memoria',
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // One process owns an embedded database: nothing to wait for.
    exclusive: (work) => work(),
    publicChanges,
    async close() {
      await stopListening();
      await client.close();
    },
  };
}
