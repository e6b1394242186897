// npm run bench:api — API throughput as a ratio to a bare Fastify route measured in the same run.
// Later issues add their routes to `targets`.
import { failed, measure, printTable, type LoadResult } from './lib/load';
import { demoIdToken } from './lib/demo-token';
import { engineLabel, startHelloWorld, startPortal } from './lib/servers';
import { staffHeaders } from './lib/staff-session';
import {
  BENCH_APPLICATIONS_PER_CANDIDATE,
  BENCH_CANDIDATES,
  BENCH_VACANCIES,
  prepareVacancyDatabase,
} from './lib/vacancy-seed';

interface Target {
  name: string;
  path: string;
  signedIn?: boolean;
  staff?: boolean;
  company?: boolean;
  /** Sent with the ETag of a first answer: a browser revalidating its copy gets 304. */
  conditional?: boolean;
  /** Sent with `Accept-Encoding: gzip`, as every browser does: the body crosses the socket gzipped. */
  gzip?: boolean;
}

const targets: Target[] = [
  { name: 'GET /healthz (sin base de datos)', path: '/healthz' },
  { name: 'GET /api/ObtenerCiudades', path: '/api/ObtenerCiudades' },
  { name: 'GET /api/ObtenerCiudades (If-None-Match)', path: '/api/ObtenerCiudades', conditional: true },
  { name: 'GET /api/ObtenerCategorias', path: '/api/ObtenerCategorias' },
  { name: 'GET /api/candidate/documents/report', path: '/api/candidate/documents/report', signedIn: true },
  { name: 'GET /api/vacancies', path: '/api/vacancies' },
  { name: 'GET /api/vacancies (If-None-Match)', path: '/api/vacancies', conditional: true },
  {
    name: 'GET /api/vacancies q+ciudad+salario',
    path: '/api/vacancies?q=produccion&id_ciudad=11001&salario_min=1500000',
  },
  {
    name: 'GET /api/vacancies cat.+contrato p3',
    path: '/api/vacancies?id_categoria=3&tipo_contrato=obra_labor&page=3',
  },
  { name: 'GET /api/vacancies (gzip)', path: '/api/vacancies', gzip: true },
  {
    name: 'GET /api/vacancies q+ciudad+salario (gzip)',
    path: '/api/vacancies?q=produccion&id_ciudad=11001&salario_min=1500000',
    gzip: true,
  },
  { name: 'GET /api/vacancies/:id', path: '/api/vacancies/25' },
  { name: 'GET /api/vacancies/:id (gzip)', path: '/api/vacancies/25', gzip: true },
  { name: 'GET /api/vacancies/:id (If-None-Match)', path: '/api/vacancies/25', conditional: true },
  { name: 'GET /vacancy/:id (página, cabecera)', path: '/vacancy/25' },
  { name: 'GET /politicas/privacidad (página)', path: '/politicas/privacidad' },
  { name: 'GET /api/all_users (admin)', path: '/api/all_users', staff: true },
  { name: 'GET /api/staff/kpis (admin, 50.000 post.)', path: '/api/staff/kpis', staff: true },
  { name: 'GET /api/staff/orders (admin)', path: '/api/staff/orders?estado=todas', staff: true },
  { name: 'GET /api/client/catalog (empresa)', path: '/api/client/catalog', company: true },
  { name: 'GET /api/client/cart (empresa)', path: '/api/client/cart', company: true },
  { name: 'GET /api/client/processes (empresa)', path: '/api/client/processes', company: true },
  // The bell polls every 15 s from every open tab: what a poll without news costs matters most.
  { name: 'GET /api/candidate/notifications', path: '/api/candidate/notifications', signedIn: true },
  {
    name: 'GET /api/candidate/notifications (If-None-Match)',
    path: '/api/candidate/notifications',
    signedIn: true,
    conditional: true,
  },
  {
    name: 'GET /api/client/notifications (If-None-Match)',
    path: '/api/client/notifications',
    company: true,
    conditional: true,
  },
];

/** The bare route, measured before and after the portal's rows: a busy machine moves it during a run. */
async function measureBaseline(port: number) {
  const hello = await startHelloWorld(port);
  const result = await measure('hello-world (Fastify)', `${hello.url}/`);
  await hello.stop();
  return result;
}
const firstBaseline = await measureBaseline(39101);

// The vacancy routes are measured over the 10,000-vacancy bench seed. autocannon keeps sending on a
// socket the server asked to close after HTTP_MAX_REQUESTS_PER_SOCKET requests (a browser or a load
// balancer opens another): those answers would be 503s of the harness, not of the portal.
const database = { ...(await prepareVacancyDatabase()), HTTP_MAX_REQUESTS_PER_SOCKET: '0' };
const portal = await startPortal(39102, database);
const rows: LoadResult[] = [];
const auth = { authorization: `Bearer ${await demoIdToken(portal.url)}` };
const staff = await staffHeaders(portal.url);
const company = await staffHeaders(portal.url, 'empresa@portal.local');
// BENCH_ONLY=texto measures only the targets whose name contains it (the baseline always runs).
const only = process.env.BENCH_ONLY;
for (const target of targets.filter((t) => !only || t.name.includes(only))) {
  const url = `${portal.url}${target.path}`;
  const who = target.signedIn ? auth : target.staff ? staff : target.company ? company : {};
  const headers = target.gzip ? { ...who, 'accept-encoding': 'gzip' } : who;
  if (target.conditional) {
    const etag = (await fetch(url, { headers })).headers.get('etag') ?? '';
    rows.push(await measure(target.name, url, { ...headers, 'if-none-match': etag }, { expect304: true }));
  } else {
    rows.push(await measure(target.name, url, headers));
  }
}
await portal.stop();

// The same figures computed on every request: what one refresh costs once the reuse window ends.
const uncached = await startPortal(39103, { ...database, KPI_CACHE_SECONDS: '0' });
rows.push(
  await measure(
    'GET /api/staff/kpis sin reutilizar (KPI_CACHE_SECONDS=0)',
    `${uncached.url}/api/staff/kpis`,
    await staffHeaders(uncached.url),
  ),
);
await uncached.stop();

console.log(
  `motor: ${engineLabel()}; vacantes sembradas: ${BENCH_VACANCIES}; ` +
    `postulaciones sembradas: ${BENCH_CANDIDATES * BENCH_APPLICATIONS_PER_CANDIDATE}`,
);
const lastBaseline = await measureBaseline(39104);
const baseline: LoadResult = {
  ...lastBaseline,
  name: 'hello-world (Fastify, media inicio/fin)',
  requestsPerSecond: (firstBaseline.requestsPerSecond + lastBaseline.requestsPerSecond) / 2,
  p99Ms: Math.max(firstBaseline.p99Ms, lastBaseline.p99Ms),
  errors: firstBaseline.errors + lastBaseline.errors,
  non2xx: firstBaseline.non2xx + lastBaseline.non2xx,
};
console.log(
  `hola-mundo: ${firstBaseline.requestsPerSecond.toFixed(0)} r/s al inicio, ` +
    `${lastBaseline.requestsPerSecond.toFixed(0)} r/s al final`,
);
printTable(baseline, rows);
const broken = [baseline, ...rows].filter(failed);
if (broken.length > 0) {
  console.error(`\nFallaron: ${broken.map((row) => row.name).join('; ')}`);
  process.exitCode = 1;
}
