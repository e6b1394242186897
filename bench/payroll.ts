// npm run bench:payroll — issue 32 item 5: a month of 2,000 workers × 31 days (62,000 shifts with
// nights, Sundays, a holiday and overtime every week) closed and exported for payroll, on the portal
// as `npm start` runs it over TEST_DATABASE_URL's server. The baseline, in the same run, is the same
// export of a month of 100 workers × 30 days: the ratio of the cost per worker-day says whether the
// work grows linearly. The API process's resident memory is sampled during the big export (from
// /proc/<pid>/status): the workers are priced 250 at a time, so it must stay flat. Target: < 5 s.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { benchPostgres } from './lib/bench-postgres';
import { createScratchDatabase } from '../apps/api/src/test-support/scratch-database';
import { startPortal } from './lib/servers';
import { staffHeaders } from './lib/staff-session';

const WORKERS = Number(process.env.BENCH_WORKERS ?? 2000);
const BASELINE_WORKERS = 100;
const TARGET_S = 5;
const MB = 1024 * 1024;

const postgres = await benchPostgres();
const serverUrl = postgres.url;
console.log(`servidor: ${postgres.label}`);

const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/**
 * WORKERS hired at the demo's first company with assignments since 1 September; the first 100 work
 * every day of September, all of them every day of October: 8 h 30 with a 30-minute break, starting
 * between 06:00 and 19:00 by worker and day. Every week is approved, as a company would have.
 */
async function seed(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const {
      rows: [vacancy],
    } = await client.query(
      `select v.id_vacante, v.id_empresa, (select id_usuario from usuarios where rol = 'admin' order by id_usuario limit 1) as admin
       from vacantes v where v.id_empresa is not null order by v.id_vacante limit 1`,
    );
    await client.query(
      `insert into candidatos (numero_documento, primer_nombre, primer_apellido)
       select '77' || lpad(g::text, 8, '0'), 'Trabajador', 'Banco ' || g from generate_series(1, $1) g`,
      [WORKERS],
    );
    await client.query(
      `insert into postulaciones (id_candidato, id_vacante, estado)
       select id_candidato, $1, 'contratada' from candidatos where numero_documento like '77%'`,
      [vacancy.id_vacante],
    );
    await client.query(
      `insert into misiones (id_postulacion, id_empresa, servicio, causal, inicio, fin_previsto, salario, id_usuario)
       select p.id_postulacion, $1, 'Operario de banco', 'incremento', '2026-09-01', '2027-02-26', 1900000, $2
       from postulaciones p join candidatos c on c.id_candidato = p.id_candidato where c.numero_documento like '77%'`,
      [vacancy.id_empresa, vacancy.admin],
    );
    await client.query(
      `with bench as (
         select m.id_mision, p.id_candidato, row_number() over (order by m.id_mision) as n
         from misiones m join postulaciones p on p.id_postulacion = m.id_postulacion
         join candidatos c on c.id_candidato = p.id_candidato where c.numero_documento like '77%'),
       days as (
         select b.id_mision, b.id_candidato, d::date as fecha,
           (d::timestamp + make_interval(hours => 6 + ((b.n + extract(day from d)::int) % 14)::int))
             at time zone 'America/Bogota' as inicio
         from bench b cross join generate_series('2026-09-01'::date, '2026-10-31'::date, '1 day') d
         where d >= '2026-10-01' or b.n <= $1)
       insert into turnos (id_mision, fecha, inicio, fin, descansos, minutos, origen, id_candidato)
       select id_mision, fecha, inicio, inicio + interval '8 hours 30 minutes',
         '[{"desde": 240, "hasta": 270}]'::jsonb, 480, 'trabajador', id_candidato from days`,
      [BASELINE_WORKERS],
    );
    await client.query(
      `insert into semanas_tiempo (id_mision, semana, estado, revisada_en)
       select distinct id_mision, (fecha - (extract(isodow from fecha)::int - 1))::date, 'aprobada', now()
       from turnos where fecha between '2026-09-01' and '2026-10-31'
       on conflict (id_mision, semana) do update set estado = 'aprobada'`,
    );
    await client.query('commit');
    return (await client.query(`select count(*)::int as n from turnos where fecha >= '2026-09-01'`)).rows[0]
      .n as number;
  } finally {
    await client.end();
  }
}

async function timed(run: () => Promise<Response>) {
  const start = performance.now();
  const response = await run();
  const bytes = (await response.arrayBuffer()).byteLength;
  if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
  return { ms: performance.now() - start, bytes };
}

const database = await createScratchDatabase(serverUrl, 'portal_payroll_bench');
const portal = await startPortal(39121, { DATABASE_URL: database.url });
try {
  const shifts = await seed(database.url);
  const headers = await staffHeaders(portal.url);
  const post = (body: object) =>
    fetch(`${portal.url}/api/staff/payroll-periods`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const september = await timed(() => post({ tipo: 'mes', inicio: '2026-09-01' }));
  const october = await timed(() => post({ tipo: 'mes', inicio: '2026-10-01' }));
  const periods = (await (await fetch(`${portal.url}/api/staff/payroll-periods`, { headers })).json()) as {
    id_periodo: number;
    inicio: string;
  }[];
  const idOf = (inicio: string) => periods.find((period) => period.inicio === inicio)!.id_periodo;
  const file = (inicio: string, kind: string, formato: string) => () =>
    fetch(`${portal.url}/api/staff/payroll-periods/${idOf(inicio)}/${kind}?formato=${formato}`, { headers });

  await timed(file('2026-09-01', 'payroll', 'xlsx')); // warm-up
  const baseline = await timed(file('2026-09-01', 'payroll', 'xlsx'));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = rss(portal.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(portal.pid))), 20);
  const xlsx = await timed(file('2026-10-01', 'payroll', 'xlsx'));
  const csv = await timed(file('2026-10-01', 'payroll', 'csv'));
  const billing = await timed(file('2026-10-01', 'billing', 'xlsx'));
  clearInterval(sampler);

  const perDay = (ms: number, workerDays: number) => ms / workerDays;
  const ratio = perDay(xlsx.ms, WORKERS * 31) / perDay(baseline.ms, BASELINE_WORKERS * 30);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`turnos en la base:                      ${shifts.toLocaleString('es-CO')}`);
  console.log(`cerrar septiembre (${BASELINE_WORKERS} trabajadores):      ${seconds(september.ms)}`);
  console.log(`cerrar octubre (${WORKERS} trabajadores):      ${seconds(october.ms)}`);
  console.log(
    `línea base: nómina XLSX de septiembre:  ${seconds(baseline.ms)} (${(baseline.bytes / 1024).toFixed(0)} KB)`,
  );
  console.log(
    `nómina XLSX de octubre:                 ${seconds(xlsx.ms)} (${(xlsx.bytes / 1024).toFixed(0)} KB)`,
  );
  console.log(
    `nómina CSV de octubre:                  ${seconds(csv.ms)} (${(csv.bytes / 1024).toFixed(0)} KB)`,
  );
  console.log(`facturación XLSX de octubre:            ${seconds(billing.ms)}`);
  console.log(
    `costo por trabajador-día, octubre / línea base: ${ratio.toFixed(2)} (1 = crece en línea recta)`,
  );
  console.log(
    `RSS del API antes / pico:               ${(before / MB).toFixed(0)} MB / ${(peak / MB).toFixed(0)} MB (+${((peak - before) / MB).toFixed(0)} MB)`,
  );
  const worst = Math.max(october.ms, xlsx.ms, csv.ms);
  console.log(
    `objetivo: cierre y exportación de octubre < ${TARGET_S} s cada uno: ${worst < TARGET_S * 1000 ? 'cumple' : 'NO cumple'}`,
  );
  if (worst >= TARGET_S * 1000) process.exitCode = 1;
} finally {
  await portal.stop();
  await database.drop();
  await postgres.stop();
}
