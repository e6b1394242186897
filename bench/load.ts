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
import { demoIdToken } from './lib/demo-token';
import { engineLabel, startHelloWorld, startPortal, type RunningServer } from './lib/servers';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
/** One user in five is signing in; the rest read. */
const SIGN_IN_USERS = Math.max(1, Math.round(USERS / 5));
const SETTLE_MS = 20_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const BASELINE_S = Math.min(DURATION_S, 15);

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Every simulated user comes from an address of its own (X-Forwarded-For), as behind a real proxy. */
const randomIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

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
  const portal: RunningServer = await startPortal(39301, { TRUST_PROXY: 'true', ...env });
  try {
    const token = await demoIdToken(portal.url);
    const config = (await (await fetch(`${portal.url}/api/config`)).json()) as {
      identity: { userPoolClientId: string };
    };
    const list = (await (await fetch(`${portal.url}/api/vacancies`)).json()) as {
      items: { id_vacante: number }[];
    };
    const detail = list.items[0]!.id_vacante;
    const auth = { authorization: `Bearer ${token}` };
    // More than one round on the same process (BENCH_ROUNDS) tells a leak, which grows every round,
    // from a heap that grew once to its working size.
    for (let round = 1; round <= ROUNDS; round++) {
      const samples: number[] = [rssMb(portal.pid)];
      const sampler = setInterval(() => samples.push(rssMb(portal.pid)), 5000);
      const setupRequest = (request: autocannon.Request) => {
        request.headers = { ...request.headers, 'x-forwarded-for': randomIp() };
        return request;
      };
      const reads = autocannon({
        url: portal.url,
        connections: USERS - SIGN_IN_USERS,
        duration: DURATION_S,
        timeout: 10,
        requests: [
          { method: 'GET', path: '/api/vacancies?q=montacargas', setupRequest },
          { method: 'GET', path: '/api/vacancies?id_ciudad=11001&page=2', setupRequest },
          { method: 'GET', path: `/api/vacancies/${detail}`, setupRequest },
          { method: 'GET', path: '/api/candidate/profile', headers: auth, setupRequest },
          { method: 'GET', path: '/api/candidate/applications', headers: auth, setupRequest },
          { method: 'GET', path: '/api/candidate/documents/report', headers: auth, setupRequest },
        ],
      });
      const signIns = autocannon({
        url: `${portal.url}/cognito`,
        connections: SIGN_IN_USERS,
        duration: DURATION_S,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            headers: {
              'content-type': 'application/x-amz-json-1.1',
              'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
            },
            body: JSON.stringify({
              ClientId: config.identity.userPoolClientId,
              AuthFlow: 'USER_PASSWORD_AUTH',
              AuthParameters: { USERNAME: '1020304050', PASSWORD: 'Portal2026!' },
            }),
            setupRequest,
          },
        ],
      });
      const [readResult, signInResult] = await Promise.all([reads, signIns]);
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
