// npm run bench:scale — a mixed public read workload (vacancy search, detail, cities) through nginx to
// one and to three API processes on one PostgreSQL (TEST_DATABASE_URL), issue 14 item 1: req/s of
// each, the ratio 3/1, p99 and errors. Loopback only, bounded by duration. On a 2-core machine the
// load generator, nginx, PostgreSQL and the processes share the cores, so the ratio says more about
// correctness under spread load than about the speed-up a real deployment would get.
import autocannon from 'autocannon';
import { startCluster } from '../apps/api/src/test-support/scale-cluster';
import { benchPostgres } from './lib/bench-postgres';
import { createScratchDatabase } from '../apps/api/src/test-support/scratch-database';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);

const postgres = await benchPostgres();
const serverUrl = postgres.url;
console.log(`servidor: ${postgres.label}`);

async function measure(processes: number) {
  const database = await createScratchDatabase(serverUrl, 'portal_scale_bench');
  const cluster = await startCluster(database.url, processes);
  try {
    const list = (await (await fetch(`${cluster.url}/api/vacancies`)).json()) as {
      items: { id_vacante: number }[];
    };
    const failures = new Map<string, number>();
    const count = (kind: string) => failures.set(kind, (failures.get(kind) ?? 0) + 1);
    const options: autocannon.Options = {
      url: cluster.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      timeout: 10,
      requests: [
        { method: 'GET', path: '/api/vacancies?q=montacargas' },
        { method: 'GET', path: `/api/vacancies/${list.items[0]!.id_vacante}` },
        { method: 'GET', path: '/api/vacancies?id_ciudad=11001&page=2' },
        { method: 'GET', path: '/api/ObtenerCiudades' },
      ],
    };
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
      // Which kind each failure was, so a non-zero count can be traced (status, socket error, timeout).
      run.on('response', (_client, status) => {
        if (status >= 300) count(`HTTP ${status}`);
      });
      run.on('reqError', (error) => count(`error: ${error.message}`));
    });
    const nginxLog = await cluster.errorLog();
    for (const line of nginxLog.split('\n').filter((entry) => /\[(error|crit|alert|emerg)\]/.test(entry))) {
      count(`nginx: ${line.replace(/^.*?\*\d+ /, '').replace(/, client:.*$/, '')}`);
    }
    return {
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      failures,
    };
  } finally {
    await cluster.stop();
    await database.drop();
  }
}

const one = await measure(1);
const three = await measure(3);
await postgres.stop();
console.log(`\nlecturas públicas mezcladas, ${CONNECTIONS} conexiones, ${DURATION_S} s, nginx por delante`);
console.log(
  `${'procesos'.padEnd(10)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errores'.padStart(8)}`,
);
for (const [label, row] of [
  ['1', one],
  ['3', three],
] as const) {
  console.log(
    `${label.padEnd(10)} ${row.rps.toFixed(0).padStart(8)} ${row.p99.toFixed(0).padStart(8)} ${String(row.errors).padStart(8)}`,
  );
}
console.log(`proporción 3/1: ${(three.rps / one.rps).toFixed(2)}`);
for (const [label, row] of [
  ['1 proceso', one],
  ['3 procesos', three],
] as const) {
  for (const [kind, times] of row.failures) console.log(`  ${label}: ${times} × ${kind}`);
}
