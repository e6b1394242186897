// npm run bench:load — 200 concurrent users for 60 s against the portal (issue 14 item 2): public
// search and detail, profile, applications list and document report (reads), and sign-ins, on
// PostgreSQL when TEST_DATABASE_URL is set (else the embedded default). Prints throughput, p99 per
// kind, errors, and the server's resident memory over the run. Loopback only, bounded by duration.
// BENCH_USERS, BENCH_DURATION (s) and BENCH_ROUNDS (runs on the same process) change the load.
// The goal (p99 of reads ≤ 200 ms) is absolute, so the machine's own speed is measured first in the
// same run: a bare Fastify route under the same number of connections, and the reads as a ratio to it.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../apps/api/src/test-support/scratch-database';
import { engineLabel, startHelloWorld, startPortal, type RunningServer } from './lib/servers';
import { userMix } from './lib/user-mix';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
/** One user in five is signing in; the rest read. */
const SIGN_IN_USERS = Math.max(1, Math.round(USERS / 5));
const SETTLE_MS = 20_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const BASELINE_S = Math.min(DURATION_S, 15);

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Requests per second and p99 of a bare Fastify route under all the users at once: this machine's pace. */
async function bareRoute() {
  const hello = await startHelloWorld(39302);
  try {
    const result = await autocannon({
      url: hello.url,
      connections: USERS,
      duration: BASELINE_S,
      timeout: 10,
    });
    return { requests: result.requests.average, p99: result.latency.p99 };
  } finally {
    await hello.stop();
  }
}

async function run(label: string, env: Record<string, string>) {
  const bare = await bareRoute();
  console.log(
    `\nruta mínima de Fastify, ${USERS} conexiones, ${BASELINE_S} s: ${bare.requests.toFixed(0)} req/s, p99 ${bare.p99.toFixed(0)} ms`,
  );
  // Without the per-socket limit: autocannon would keep sending on sockets the server closed (503s).
  const portal: RunningServer = await startPortal(39301, {
    TRUST_PROXY: 'true',
    HTTP_MAX_REQUESTS_PER_SOCKET: '0',
    ...env,
  });
  try {
    // More than one round on the same process (BENCH_ROUNDS) tells a leak, which grows every round,
    // from a heap that grew once to its working size.
    for (let round = 1; round <= ROUNDS; round++) {
      const samples: number[] = [rssMb(portal.pid)];
      const sampler = setInterval(() => samples.push(rssMb(portal.pid)), 5000);
      const { reads: readResult, signIns: signInResult } = await userMix(portal.url, USERS, DURATION_S);
      clearInterval(sampler);
      samples.push(rssMb(portal.pid));
      // Memory right after the load still holds its garbage; what it settles to tells a leak from a heap
      // that has not been collected yet.
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const settled = rssMb(portal.pid);
      const row = (name: string, r: autocannon.Result) =>
        `${name.padEnd(26)} ${r.requests.average.toFixed(0).padStart(8)} ${r.latency.p50.toFixed(0).padStart(7)} ${r.latency.p99.toFixed(0).padStart(8)} ${String(r.errors + r.timeouts + r.non2xx).padStart(8)}`;
      const roundLabel = ROUNDS > 1 ? `, ronda ${round} de ${ROUNDS}` : '';
      console.log(
        `\n${label}: ${USERS} usuarios (${SIGN_IN_USERS} iniciando sesión), ${DURATION_S} s${roundLabel}`,
      );
      console.log(
        `${'tipo'.padEnd(26)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(8)} ${'errores'.padStart(8)}`,
      );
      console.log(row('lecturas', readResult));
      console.log(row('inicios de sesión', signInResult));
      console.log(
        `lecturas frente a la ruta mínima: req/s ${(readResult.requests.average / bare.requests).toFixed(2)}, p99 ${(readResult.latency.p99 / bare.p99).toFixed(1)}×`,
      );
      const first = samples[0]!;
      const last = samples.at(-1)!;
      console.log(
        `memoria residente (MB): inicio ${first.toFixed(0)}, máxima ${Math.max(...samples).toFixed(0)}, final ${last.toFixed(0)}, ${SETTLE_MS / 1000} s después ${settled.toFixed(0)}`,
      );
    }
    console.log(`objetivo: 0 errores, p99 de lecturas ≤ 200 ms, memoria estable`);
  } finally {
    await portal.stop();
  }
}

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const database = await createScratchDatabase(serverUrl, 'portal_load');
  try {
    await run('PostgreSQL', { DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
} else {
  await run(`${engineLabel()} (sin TEST_DATABASE_URL)`, {});
}
