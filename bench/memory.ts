// npm run bench:memory — the memory of `npm start` (issue 34 item 2, decision 0069): the portal started
// exactly as `npm start` does, on a fresh data folder, then the proportional set size (PSS, from
// /proc/<pid>/smaps_rollup) of every process of its tree (npm, the server, embedded PostgreSQL and
// its backends) at rest, right after bench:load's traffic, and after it settles. The server's own
// figures (V8 heap, young space, buffers, threads) come from its `kill -USR2` line. Goals: at rest
// ≤ 150 MB in all; settled within 10 % of rest. BENCH_MEMORY_LOAD_SECONDS (600), BENCH_USERS (200),
// BENCH_MEMORY_SETTLE_SECONDS (60) change the run. Loopback only, bounded by its durations.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { temporaryDataFolder } from '../apps/api/src/test-support/data-folder';
import { userMix } from './lib/user-mix';

const PORT = 39331;
const URL_BASE = `http://127.0.0.1:${PORT}`;
const LOAD_S = Number(process.env.BENCH_MEMORY_LOAD_SECONDS ?? 600);
const USERS = Number(process.env.BENCH_USERS ?? 200);
const SETTLE_S = Number(process.env.BENCH_MEMORY_SETTLE_SECONDS ?? 60);
/** At rest: after the server's start-up collections (its first two 10 s checks, collectWhenIdle). */
const REST_S = 30;
const REPO = new URL('../', import.meta.url).pathname;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Proc {
  pid: number;
  kind: string;
  pssKb: number;
}

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/** The process and all its descendants, each with its PSS and what it is. */
function tree(root: number): Proc[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
  }
  const out: Proc[] = [];
  const visit = (pid: number) => {
    const pss = /^Pss:\s+(\d+)/m.exec(read(`/proc/${pid}/smaps_rollup`));
    const command = read(`/proc/${pid}/cmdline`).split('\0').join(' ').trim();
    if (pss) out.push({ pid, kind: kindOf(command), pssKb: Number(pss[1]) });
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return out;
}

function kindOf(command: string): string {
  if (/^sh -c|^\/bin\/sh/.test(command)) return 'sh (de npm)';
  if (command.includes('scripts/start.mjs')) return 'servidor (node)';
  if (/npm|npm-cli/.test(command)) return 'npm';
  if (command.startsWith('postgres: postgres')) return 'postgres: conexiones';
  if (command.startsWith('postgres:')) return 'postgres: procesos auxiliares';
  if (command.includes('/bin/postgres')) return 'postgres: principal';
  return command.slice(0, 40);
}

const totalMb = (procs: Proc[]) => procs.reduce((sum, proc) => sum + proc.pssKb, 0) / 1024;

/**
 * The tree as a container holding only it would count it: each process's private pages, plus each
 * shared mapping (node's binary, libraries, PostgreSQL's shared memory) once, at the most any process
 * of the tree has of it resident. PSS alone splits shared pages with every process outside the tree
 * that maps them too (this bench's own node, any other node on the machine), so it reads lower the
 * more node processes the machine runs.
 */
function aloneMb(procs: Proc[]): number {
  let privateKb = 0;
  const shared = new Map<string, number>();
  for (const { pid } of procs) {
    const mine = new Map<string, number>();
    let mapping = '';
    for (const line of read(`/proc/${pid}/smaps`).split('\n')) {
      const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ (\d+)\s*(.*)$/.exec(line);
      if (header) mapping = `${header[1]} ${header[2]}`;
      const field = /^(Private|Shared)_(?:Clean|Dirty):\s+(\d+)/.exec(line);
      if (field?.[1] === 'Private') privateKb += Number(field[2]);
      else if (field) mine.set(mapping, (mine.get(mapping) ?? 0) + Number(field[2]));
    }
    for (const [key, kb] of mine) shared.set(key, Math.max(shared.get(key) ?? 0, kb));
  }
  return (privateKb + [...shared.values()].reduce((sum, kb) => sum + kb, 0)) / 1024;
}

/** The server's figures: its `[memoria]` line after a SIGUSR2, and its thread count. */
async function serverFigures(pid: number, stderr: { text: string }) {
  const before = stderr.text.length;
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 50 && !stderr.text.slice(before).includes('[memoria]'); i++) await sleep(100);
  const line = /\[memoria\] (.*)/.exec(stderr.text.slice(before))?.[1];
  const threads = /Threads:\s+(\d+)/.exec(read(`/proc/${pid}/status`))?.[1];
  return { ...(line ? (JSON.parse(line) as Record<string, unknown>) : {}), threads: Number(threads) };
}

async function sample(label: string, root: number, stderr: { text: string }) {
  const procs = tree(root);
  const server = procs.find((proc) => proc.kind === 'servidor (node)');
  const figures = server ? await serverFigures(server.pid, stderr) : {};
  const byKind = new Map<string, { count: number; kb: number }>();
  for (const proc of procs) {
    const entry = byKind.get(proc.kind) ?? { count: 0, kb: 0 };
    byKind.set(proc.kind, { count: entry.count + 1, kb: entry.kb + proc.pssKb });
  }
  const alone = aloneMb(procs);
  console.log(
    `\n${label}: ${totalMb(procs).toFixed(1)} MB de PSS en ${procs.length} procesos; ` +
      `${alone.toFixed(1)} MB en un contenedor solo (compartidas una vez)`,
  );
  for (const [kind, { count, kb }] of [...byKind].sort((a, b) => b[1].kb - a[1].kb))
    console.log(
      `  ${kind.padEnd(32)} ${String(count).padStart(3)} × ${(kb / 1024).toFixed(1).padStart(7)} MB`,
    );
  console.log(`  servidor por dentro (MB): ${JSON.stringify(figures)}`);
  return { pss: totalMb(procs), alone };
}

const dataDir = temporaryDataFolder('portal-memory');
// Exactly `npm start`: its build check, its one server process, npm's own process above it.
const npm = spawn('npm', ['start'], {
  cwd: REPO,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    // autocannon keeps sending on a socket the server closes after 1,000 requests, and Node answers
    // those 503: after ~4 min every request was one (a harness artefact, not the portal; see bench:api).
    HTTP_MAX_REQUESTS_PER_SOCKET: '0',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
const stderr = { text: '' };
npm.stderr.on('data', (chunk: Buffer) => (stderr.text = (stderr.text + chunk.toString()).slice(-200_000)));
const exited = new Promise((resolve) => npm.once('exit', resolve));
// Stopping the bench stops the portal too (its server would shut down without a terminal to write to).
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    npm.kill('SIGTERM');
    void exited.then(() => process.exit(1));
  });
try {
  const started = Date.now();
  while (
    !(await fetch(`${URL_BASE}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (npm.exitCode !== null) throw new Error(`npm start terminó:\n${stderr.text.slice(-3000)}`);
    if (Date.now() - started > 600_000) throw new Error('npm start no respondió /readyz en 10 min');
    await sleep(250);
  }
  console.log(`listo en ${((Date.now() - started) / 1000).toFixed(1)} s (datos nuevos en ${dataDir})`);
  await sleep(REST_S * 1000);
  const rest = await sample(`en reposo (${REST_S} s después de listo)`, npm.pid!, stderr);
  let peak = rest.pss;
  const peakSampler = setInterval(() => (peak = Math.max(peak, totalMb(tree(npm.pid!)))), 10_000);
  const load = await userMix(URL_BASE, USERS, LOAD_S);
  clearInterval(peakSampler);
  const errors = (r: typeof load.reads) => {
    const statuses = Object.entries(r.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => `${count} × ${status}`);
    const failures = r.errors + r.timeouts + r.non2xx;
    return failures === 0
      ? '0 errores'
      : `${failures} errores: ${[...statuses, `${r.timeouts} sin respuesta`].join(', ')}`;
  };
  console.log(
    `\ncarga: ${USERS} usuarios durante ${LOAD_S} s: lecturas ${load.reads.requests.average.toFixed(0)} req/s ` +
      `(${errors(load.reads)}), inicios de sesión ${load.signIns.requests.average.toFixed(0)} req/s ` +
      `(${errors(load.signIns)}); PSS máximo observado ${peak.toFixed(1)} MB`,
  );
  const after = await sample('al terminar la carga', npm.pid!, stderr);
  await sleep(SETTLE_S * 1000);
  const settled = await sample(`${SETTLE_S} s después`, npm.pid!, stderr);
  for (const [name, key] of [
    ['PSS', 'pss'],
    ['en un contenedor solo', 'alone'],
  ] as const)
    console.log(
      `${name} (MB): reposo ${rest[key].toFixed(1)}, tras la carga ${after[key].toFixed(1)}, ` +
        `asentado ${settled[key].toFixed(1)}; asentado/reposo ${(settled[key] / rest[key]).toFixed(2)}`,
    );
  console.log('objetivo: reposo ≤ 150 MB; asentado ≤ 1,10 × reposo (en ambas cuentas)');
} finally {
  npm.kill('SIGTERM');
  await exited;
  // npm leaves at once; the server then drains and stops PostgreSQL, which removes its pid file.
  for (let i = 0; i < 200 && existsSync(`${dataDir}/postgres/postmaster.pid`); i++) await sleep(100);
  rmSync(dataDir, { recursive: true, force: true });
}
