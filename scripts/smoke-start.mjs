// test:smoke: `npm start` as an operator runs it, on a fresh data folder and on TEST_NODE when set (CI:
// Node 24 LTS, decision 0074). Passes when the portal answers its pages and the demo vacancies, a
// process of it runs on the Node asked for, and SIGTERM ends it with every process it started (the
// embedded PostgreSQL included) within a minute.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { alternateNode } from './alternate-node.mjs';

const { node, version, env } = alternateNode('test:smoke');
const fail = (message) => {
  console.error(`[test:smoke] FALLÓ: ${message}`);
  process.exitCode = 1;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'portal-smoke-'));
// mkdtemp makes it 700; as root the embedded PostgreSQL runs as the postgres user, which must enter it.
chmodSync(dataDir, 0o755);
const origin = `http://127.0.0.1:${port}`;
/** A request that cannot hang the smoke test: a server that accepts and never answers fails it. */
const get = (path) => fetch(origin + path, { signal: AbortSignal.timeout(15_000) });
const started = Date.now();
const child = spawn('npm', ['start'], {
  env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => child.once('exit', resolve));

/** Every process descended from `root`, from /proc (Linux). */
function descendants(root) {
  const parentOf = new Map();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parentOf) if (tree.has(parent) && !tree.has(pid)) grew = tree.add(pid);
  }
  return [...tree];
}
const exeOf = (pid) => {
  try {
    return readlinkSync(`/proc/${pid}/exe`);
  } catch {
    return '';
  }
};
let startedTree = [];
/** Processes still running from the portal's tree, or with its data folder in their command line. */
const leftOver = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return cmdline.includes(dataDir) || (startedTree.includes(Number(pid)) && /node/.test(cmdline));
      } catch {
        return false;
      }
    });

try {
  let ready = false;
  while (!ready && Date.now() - started < 300_000 && child.exitCode === null) {
    ready = await get('/readyz').then(
      (res) => res.ok,
      () => false,
    );
    if (!ready) await sleep(500);
  }
  if (!ready) throw new Error(`no respondió /readyz en 300 s:\n${output.slice(-3000)}`);
  console.log(`[test:smoke] listo en ${((Date.now() - started) / 1000).toFixed(1)} s en ${origin}`);

  for (const [path, expected] of [
    ['/', 'text/html'],
    ['/politicas/privacidad', 'text/html'],
    ['/api/vacancies', 'application/json'],
  ]) {
    const res = await get(path);
    const type = res.headers.get('content-type') ?? '';
    if (!res.ok || !type.startsWith(expected)) fail(`${path} respondió ${res.status} ${type}`);
  }
  const vacancies = await (await get('/api/vacancies')).json();
  if (!JSON.stringify(vacancies).includes('id_vacante'))
    fail('/api/vacancies no trae las vacantes de demostración');

  const wanted = realpathSync(node);
  startedTree = descendants(child.pid);
  const tree = startedTree.map((pid) => ({ pid, exe: exeOf(pid) }));
  console.log(`[test:smoke] procesos: ${tree.map(({ pid, exe }) => `${pid} ${exe}`).join('; ')}`);
  if (!tree.some(({ exe }) => exe === wanted))
    fail(`ningún proceso del portal corre en ${wanted} (${version})`);
} catch (error) {
  fail(error.message);
} finally {
  child.kill('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(60_000).then(() => false)]);
  if (!stopped) {
    fail('SIGTERM no terminó `npm start` en 60 s');
    child.kill('SIGKILL');
  }
  for (let waited = 0; leftOver().length > 0 && waited < 20_000; waited += 500) await sleep(500);
  const orphans = leftOver();
  if (orphans.length > 0) {
    fail(`quedaron procesos con ${dataDir}: ${orphans.join(', ')}`);
    for (const pid of orphans) process.kill(Number(pid), 'SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
}
if (process.exitCode) console.error(output.slice(-3000));
else console.log(`[test:smoke] npm start en Node ${version}: páginas, vacantes y apagado limpio`);
// A process left behind may still hold the output pipes open; they must not keep this one waiting.
process.exit();
