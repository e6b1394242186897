// npm run bench:api — API throughput as a ratio to a bare Fastify route measured in the same run.
// Later issues add their routes to `targets`.
import { measure, printTable, type LoadResult } from './lib/load';
import { demoIdToken } from './lib/demo-token';
import { startHelloWorld, startPortal } from './lib/servers';
import { BENCH_VACANCIES, prepareVacancyDatabase } from './lib/vacancy-seed';

const targets: { name: string; path: string; signedIn?: boolean }[] = [
  { name: 'GET /healthz (sin base de datos)', path: '/healthz' },
  { name: 'GET /api/ObtenerCiudades', path: '/api/ObtenerCiudades' },
  { name: 'GET /api/ObtenerCategorias', path: '/api/ObtenerCategorias' },
  { name: 'GET /api/candidate/documents/report', path: '/api/candidate/documents/report', signedIn: true },
  { name: 'GET /api/vacancies', path: '/api/vacancies' },
  {
    name: 'GET /api/vacancies q+ciudad+salario',
    path: '/api/vacancies?q=produccion&id_ciudad=11001&salario_min=1500000',
  },
  {
    name: 'GET /api/vacancies cat.+contrato p3',
    path: '/api/vacancies?id_categoria=3&tipo_contrato=obra_labor&page=3',
  },
  { name: 'GET /api/vacancies/:id', path: '/api/vacancies/25' },
];

const hello = await startHelloWorld(39101);
const baseline = await measure('hello-world (Fastify)', `${hello.url}/`);
await hello.stop();

// The vacancy routes are measured over the 10,000-vacancy bench seed.
const portal = await startPortal(39102, await prepareVacancyDatabase());
const rows: LoadResult[] = [];
const auth = { authorization: `Bearer ${await demoIdToken(portal.url)}` };
for (const target of targets) {
  rows.push(await measure(target.name, `${portal.url}${target.path}`, target.signedIn ? auth : {}));
}
await portal.stop();

console.log(
  `motor: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; vacantes sembradas: ${BENCH_VACANCIES}`,
);
printTable(baseline, rows);
if ([baseline, ...rows].some((row) => row.errors + row.non2xx > 0)) process.exitCode = 1;
