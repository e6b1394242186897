import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.js';
import { databaseTargetOf, openDatabase } from './client.js';
import { EmbeddedMisplaced, serverAccount } from './embedded-placement.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { queryRows } from './rows.js';
import { temporaryDataFolder } from '../test-support/data-folder.js';

// Decision 0038: without DATABASE_URL the portal runs a real PostgreSQL from npm on its data folder.
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});
function dataFolder() {
  const folder = temporaryDataFolder('portal-pg');
  folders.push(folder);
  return folder;
}

async function answers(connection: pg.ClientConfig) {
  const client = new pg.Client(connection);
  try {
    await client.connect();
    return (await client.query<{ fsync: string }>('show fsync')).rows[0]!.fsync;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('embedded PostgreSQL', () => {
  it('is the default: a new data folder gets its own server, durable, closed to other users', async () => {
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataFolder() });
    const database = await openDatabase(databaseTargetOf(env));
    try {
      expect(database.engine).toBe('embedded_postgres');
      await database.migrate();
      const [settings] = await queryRows<{ fsync: string; synchronous_commit: string; listen: string }>(
        database.db,
        sql`select current_setting('fsync') as fsync, current_setting('synchronous_commit') as synchronous_commit,
                   current_setting('listen_addresses') as listen`,
      );
      expect(settings).toEqual({ fsync: 'on', synchronous_commit: 'on', listen: '' });
      expect(statSync(env.postgresDir).mode & 0o077).toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('uses a server left running (a portal killed with kill -9), and stops it only when adopting', async () => {
    const folder = join(dataFolder(), 'postgres');
    // The first process "dies" without stopping its server.
    const orphan = await startEmbeddedPostgres(folder, { adopt: false });
    expect(await answers(orphan.connection)).toBe('on');

    const tool = await startEmbeddedPostgres(folder, { adopt: false });
    await tool.stop();
    expect(await answers(orphan.connection), 'a tool leaves the server running').toBe('on');

    const portal = await startEmbeddedPostgres(folder, { adopt: true });
    await portal.stop();
    expect(await answers(orphan.connection), 'the portal stops what it adopted').toBeNull();
  }, 60_000);

  it('keeps PGlite for a folder that already holds PGlite data, and when asked for', async () => {
    const dataDir = dataFolder();
    const pglite = await openDatabase({ pgliteDir: join(dataDir, 'pg') });
    await pglite.close();
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(databaseTargetOf(env)).toEqual({ pgliteDir: env.pgliteDir });
    const chosen = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataFolder(), EMBEDDED_DATABASE: 'pglite' });
    expect(databaseTargetOf(chosen)).toEqual({ pgliteDir: chosen.pgliteDir });
  }, 60_000);

  it('stops with a message naming the fix, never PGlite, where the server cannot run on a new folder', async () => {
    // A Unix socket path has room for about 107 bytes: a deep folder cannot hold the server's socket.
    const deep = join(dataFolder(), 'x'.repeat(60), 'y'.repeat(60));
    mkdirSync(deep, { recursive: true });
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: deep });
    await expect(openDatabase(databaseTargetOf(env))).rejects.toThrow(/demasiado larga.*POSTGRES_DIR=/s);
    expect(existsSync(join(deep, 'pg'))).toBe(false);
  }, 60_000);

  // Issue 34 item 4: installed as root under root's home (0700), postgres cannot enter the folder.
  it.runIf(serverAccount())(
    'as root, stops under a folder the server account cannot enter, and says how',
    async () => {
      const home = join(dataFolder(), 'root-home');
      mkdirSync(home, { mode: 0o700 });
      chmodSync(home, 0o700);
      const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: join(home, 'portal', 'data') });
      const opened = openDatabase(databaseTargetOf(env, { adopt: true }));
      await expect(opened).rejects.toBeInstanceOf(EmbeddedMisplaced);
      await expect(opened).rejects.toThrow(
        new RegExp(
          `usuario ${serverAccount()!.name}, que no puede entrar en ${home} \\(permisos 700\\).*POSTGRES_DIR=.*DATABASE_URL=.*EMBEDDED_DATABASE=pglite`,
          's',
        ),
      );
      // Nothing was made: neither a server folder nor a PGlite one.
      expect(existsSync(join(home, 'portal'))).toBe(false);
      // The fix it names works: the same install with the server's data where postgres reaches it.
      const reachable = join(dataFolder(), 'var-lib-portal', 'postgres');
      const database = await openDatabase(databaseTargetOf({ ...env, postgresDir: reachable }));
      try {
        expect(database.engine).toBe('embedded_postgres');
        expect(database.location).toBe(reachable);
      } finally {
        await database.close();
      }
    },
    60_000,
  );
});
