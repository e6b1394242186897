import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { EmbeddedUnavailable, startEmbeddedPostgres } from './embedded-postgres.js';
import { NotificationFeed, postgresListener } from './notifications.js';
import { releasingTransactions } from './pooled-transactions.js';
import * as schema from './schema/index.js';

import type { Database } from './types.js';

// The database types live apart so db/ files this one uses can name them without importing it back.
export type { Database, Db, Transaction } from './types.js';

/** One handle over either engine: the rest of the code only sees `db`. */
export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres' | 'embedded_postgres';
  /** Where the data lives: the embedded engine's folder, `memoria`, or the server's host and database. */
  location: string;
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the database-wide start-up lock (a PostgreSQL advisory lock), so any
   * number of API processes starting together migrate and seed one after another.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Commits that changed public data, as the database announces them (db/notifications.ts). */
  publicChanges: NotificationFeed;
  /** PGlite only: the whole database as a dump another one can start from (the tests' template). */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: how another thread of this process reaches the same server (the demo seed's). */
  connection?: pg.ClientConfig;
  close(): Promise<void>;
}

/**
 * No request waits on PostgreSQL for ever (issue 14 item 2): a connection that cannot be opened gives
 * up in 5 s, a statement in 30 s (server side), a reply that never comes in 35 s (client side, for a
 * link that died silently), and a transaction left idle is ended by the server after 60 s. Each
 * failure is answered 503 in Spanish (plugins/known-errors.ts); the pool opens new connections once
 * the server is back.
 */
export const POOL_TIMEOUTS = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 30_000,
  query_timeout: 35_000,
  idle_in_transaction_session_timeout: 60_000,
  keepAlive: true,
} as const;

/** Any fixed number: the advisory lock every portal process takes to migrate and seed. */
const STARTUP_LOCK = 42_712_026;

export const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/**
 * Where the data lives: DATABASE_URL's PostgreSQL, the embedded PostgreSQL server's folder (the
 * default, decision 0038), or a PGlite folder (`null`: in memory, for tests).
 */
export type DatabaseTarget =
  | { url: string }
  | { postgresDir: string; pgliteDir: string; adopt: boolean }
  /** `from`: an in-memory database starts as this dump of another (tests start from a migrated one). */
  | { pgliteDir: string | null; from?: Blob };

interface TargetEnv {
  DATABASE_URL?: string;
  EMBEDDED_DATABASE: 'postgres' | 'pglite';
  pgliteDir: string;
  postgresDir: string;
}

/**
 * The database the configuration names. A data folder that already holds PGlite data (from before
 * PostgreSQL became the embedded default) keeps PGlite until it is moved with backup and restore.
 * `adopt`: the portal itself stops an embedded server it finds running (left by a `kill -9`); tools
 * such as backup use it and leave it running.
 */
export function databaseTargetOf(env: TargetEnv, options = { adopt: false }): DatabaseTarget {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL };
  const keepsPglite =
    existsSync(join(env.pgliteDir, 'PG_VERSION')) && !existsSync(join(env.postgresDir, 'PG_VERSION'));
  if (env.EMBEDDED_DATABASE === 'pglite' || keepsPglite) return { pgliteDir: env.pgliteDir };
  return { postgresDir: env.postgresDir, pgliteDir: env.pgliteDir, adopt: options.adopt };
}

/** A PostgreSQL pool with its LISTEN connection; `stop` runs after the pool is closed. */
function openPostgres(
  config: pg.ClientConfig,
  engine: DatabaseHandle['engine'],
  location: string,
  stop: () => Promise<void> = async () => undefined,
): DatabaseHandle {
  const connection = { ...config, ...POOL_TIMEOUTS };
  const publicChanges = new NotificationFeed();
  const listener = postgresListener(connection, publicChanges);
  const pool = new pg.Pool({ ...connection, max: 10, verify: listener.verify } as pg.PoolConfig);
  listener.start();
  // A connection the server closes (restart, failover, kill, admin) must not crash the process. An
  // idle one is reported through the pool, which drops it; one checked out (inside a query or a
  // transaction) has no pool listener while it is out, and an 'error' event with no listener ends
  // the process: every connection gets its own listener for its whole life. The query under way
  // fails on its own (answered 503 by plugins/known-errors.ts), and the pool discards the client
  // when it is released with that error and opens a new one for the next request.
  pool.on('error', (error) => console.warn(`[db] conexión inactiva cerrada: ${error.message}`));
  pool.on('connect', (client) =>
    client.on('error', (error) => console.warn(`[db] conexión en uso cerrada: ${error.message}`)),
  );
  const db = releasingTransactions(drizzlePg(pool, { schema }) as unknown as Database, pool);
  return {
    db,
    engine,
    location,
    connection: config,
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    async exclusive(work) {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        holder.release();
      }
    },
    publicChanges,
    async close() {
      await listener.stop();
      await pool.end();
      await stop();
    },
  };
}

/** The embedded server, or PGlite on a new folder where the binaries cannot run (with a warning). */
async function openEmbedded(target: {
  postgresDir: string;
  pgliteDir: string;
  adopt: boolean;
}): Promise<DatabaseHandle> {
  try {
    const server = await startEmbeddedPostgres(target.postgresDir, { adopt: target.adopt });
    return openPostgres(server.connection, 'embedded_postgres', resolve(target.postgresDir), server.stop);
  } catch (error) {
    if (!(error instanceof EmbeddedUnavailable) || existsSync(join(target.postgresDir, 'PG_VERSION')))
      throw error;
    console.warn(
      `[db] PostgreSQL embebido no disponible (${error.message}); se usa PGlite en ${target.pgliteDir}, ` +
        'que no sincroniza el disco en cada commit (se avisa en cada arranque). Para evitarlo, defina DATABASE_URL.',
    );
    return openDatabase({ pgliteDir: target.pgliteDir });
  }
}

/** A server's address without its credentials: `host:port/database`. */
function serverOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host || parsed.searchParams.get('host') || 'localhost'}${parsed.pathname}`;
  } catch {
    return 'servidor PostgreSQL';
  }
}

/** `pgliteDir: null` gives an in-memory PGlite (tests); a URL gives a PostgreSQL pool. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target)
    return openPostgres({ connectionString: target.url }, 'postgres', serverOf(target.url));
  if ('postgresDir' in target) return openEmbedded(target);
  // Loaded only where PGlite is the engine: its JavaScript stays out of a PostgreSQL portal's memory.
  return (await import('./pglite.js')).openPglite(target);
}

/** A PostgreSQL server another handle of this process already opened (`connection`), for a thread. */
export const openPostgresConnection = (config: pg.ClientConfig, location: string) =>
  openPostgres(config, 'postgres', location);
