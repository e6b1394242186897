import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { temporaryDataFolder } from '../../apps/api/src/test-support/data-folder';

const repoRoot = new URL('../../', import.meta.url).pathname;
/** Extra node flags for the servers under test, e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof' to profile them. */
const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** How long a server under test may take to be ready; a loaded machine needs more (BENCH_READY_SECONDS). */
const READY_MS = Number(process.env.BENCH_READY_SECONDS ?? 60) * 1000;

async function waitForUrl(url: string, child: ChildProcess, timeoutMs = READY_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó antes de estar listo (${url})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`el servidor no respondió en ${timeoutMs} ms: ${url}`);
}

function start(
  script: string[],
  port: number,
  readyPath: string,
  env: Record<string, string>,
): Promise<RunningServer> {
  const child = spawn(process.execPath, [...serverNodeArgs, ...script], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  return waitForUrl(`${url}${readyPath}`, child).then(() => ({
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  }));
}

/** A bare Fastify route: the baseline every figure is divided by, measured in the same run. */
export const startHelloWorld = (port: number) =>
  start(['--import', 'tsx', 'bench/lib/hello-server.ts'], port, '/', {});

/** Which database the benches measure: DATABASE_URL's server, else the embedded engine of `npm start`. */
export const engineLabel = (env: NodeJS.ProcessEnv = process.env) =>
  env.DATABASE_URL ? 'PostgreSQL' : env.EMBEDDED_DATABASE === 'pglite' ? 'PGlite' : 'PostgreSQL embebido';

let built = false;
/**
 * The compiled web and API `npm start` serves, built once per bench if missing or older than their
 * sources (a fresh clone has none: every page route would answer 404).
 */
function buildPortal() {
  if (built) return;
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`no se pudo compilar el portal (salida ${build.status})`);
  built = true;
}

/**
 * The portal as `npm start` runs it (the compiled server, no TypeScript loader), on a fresh embedded
 * database (or DATABASE_URL when given).
 */
export function startPortal(port: number, env: Record<string, string> = {}) {
  buildPortal();
  const dataDir = temporaryDataFolder('portal-bench');
  return start(['scripts/start.mjs', '--no-build'], port, '/readyz', { DATA_DIR: dataDir, ...env });
}
