// npm run bench:talent-pool — issue 33 item 5: the talent pool (decision 0067) over 200,000 candidates
// and about 1,000,000 applications, on TEST_DATABASE_URL's server. Targets: a search answers at p99
// under 150 ms with plans on the pool's indexes; matching one vacancy under 500 ms.
//
// Baseline, in the same run: the same searches and matches over a 10,000-candidate pool seeded by the
// same generator (same catalogue, same mix of profiles, cities, consents and documents; one vacancy per
// 100 candidates, about 5 applications each). Each query runs on the small pool and then on the big
// one, turn by turn, so a noisy neighbour slows both alike: the ratio big / small says how the work
// grows with 20 times the data (1 = not at all, 20 = in proportion, as a scan or a count of a broad
// search must), and the milliseconds against the target say whether it is fast enough. The p99 of a
// primary-key lookup was the other candidate: under a millisecond, it is mostly noise, and dividing by
// it says nothing about growth. The load average is printed beside the figures: on a shared machine
// it explains a slow run. A p99 over the target is measured a second time, and only a second miss
// counts: the bench exits 1 then, naming the query. On a machine running more than it has CPUs for,
// a p99 miss whose median is under the target is printed as inconclusive and does not fail the run
// (see `measured`).
//
// Steps: a scratch database (migrations + demo seed) for each size; set-based seeding (generate_series
// and a hash of the row number, so every run and both sizes see the same people) with the triggers on,
// so the pool's queue fills as in production; the pool built by draining that queue, which is what
// upgrading an existing install costs; VACUUM ANALYZE; ~200 warm runs of each search shape through
// `searchPool`; EXPLAIN (ANALYZE, BUFFERS) of every statement each shape sends; `matchPool` for 20
// vacancies of different cities and categories. BENCH_CANDIDATES, BENCH_RUNS, BENCH_MATCH_RUNS and
// BENCH_BUILD_BATCH change the sizes; BENCH_KEEP=1 keeps the databases to look at afterwards.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { poolSearchQuerySchema, type PoolSearchParams } from '@portal/shared/talent-pool/search';
import { openDatabase, type Database, type DatabaseHandle } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema/index';
import { documentsReadyUntil } from '../apps/api/src/modules/documents/completeness';
import { matchPool } from '../apps/api/src/modules/talent-pool/matching';
import { drainPoolQueue, refreshPool } from '../apps/api/src/modules/talent-pool/refresh';
import { searchPool } from '../apps/api/src/modules/talent-pool/search';
import { benchPostgres } from './lib/bench-postgres';
import { createScratchDatabase, type ScratchDatabase } from '../apps/api/src/test-support/scratch-database';
import { seedTalentPool, vacanciesOf, type Seeded } from './lib/talent-pool-seed';

const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 200_000);
const BASELINE_CANDIDATES = 10_000;
/** Warm runs of each search shape on each pool. */
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const MATCH_TARGETS = 20;
/** Warm runs of each vacancy's match on each pool. */
const MATCH_RUNS = Number(process.env.BENCH_MATCH_RUNS ?? 10);
/** Candidates rebuilt per transaction while building the pool (the scheduled job takes 500 a round). */
const BUILD_BATCH = Number(process.env.BENCH_BUILD_BATCH ?? 2000);
const SEARCH_TARGET_MS = 150;
const MATCH_TARGET_MS = 500;
const KEEP = process.env.BENCH_KEEP === '1';
const ADMIN = { rol: 'admin', id_grupo: null, id_empresa: null } as const;

const postgres = await benchPostgres();
const serverUrl = postgres.url;
console.log(`servidor: ${postgres.label}`);

const ms = (value: number) => `${value.toFixed(1)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const count = (value: number) => value.toLocaleString('es-CO');
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const loadNow = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
const CPUS = availableParallelism();
const rowsOf = async <T>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

// ——— Building the pool ———

/**
 * Drains the queue as the scheduled job does (BUILD_BATCH candidates a transaction), then VACUUM
 * ANALYZE as autovacuum would leave the freshly filled table. First, one batch is timed in its two
 * parts, as `drainPoolQueue` runs them: the documents rule (the documents module's reports, judged in
 * JavaScript) and the INSERT … SELECT of the sums.
 */
async function buildPool(handle: DatabaseHandle) {
  const sample = (
    await rowsOf<{ id: number }>(
      handle.db,
      sql`select id_candidato as id from candidatos_pool_pendientes order by id_candidato limit ${BUILD_BATCH}`,
    )
  ).map((row) => Number(row.id));
  const split = await handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    const documents = await timed(() => documentsReadyUntil(tx, sample));
    const whole = await timed(() => refreshPool(tx, sample));
    return { documents, insert: whole - documents };
  });

  let rows = 0;
  const buildMs = await timed(async () => {
    for (;;) {
      const taken = await drainPoolQueue(handle.db, BUILD_BATCH);
      rows += taken;
      if (taken === 0) return;
    }
  });
  // The queue's deleted rows too, as autovacuum would within the minute.
  const analyzeMs = await timed(async () => {
    await handle.db.execute(sql`vacuum analyze candidatos_pool`);
    await handle.db.execute(sql`vacuum analyze candidatos_pool_pendientes`);
  });
  const [words] = await rowsOf<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from candidatos_pool_palabras`,
  );
  return { rows, ms: buildMs, analyzeMs, words: words!.n, sample: { size: sample.length, ...split } };
}

// ——— Measuring ———

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function timed(run: () => Promise<unknown>) {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

interface Figures {
  small: { p50: number; p99: number };
  big: { p50: number; p99: number };
  samples: { small: number[]; big: number[] };
}

/** Runs `run` on the small pool and then on the big one, `runs` times after 5 unmeasured turns. */
async function sideBySide(
  runs: number,
  run: (db: Database, turn: number) => Promise<unknown>,
  small: Database,
  big: Database,
): Promise<Figures> {
  for (let turn = 0; turn < 5; turn++) {
    await run(small, turn);
    await run(big, turn);
  }
  const samples = { small: [] as number[], big: [] as number[] };
  for (let turn = 0; turn < runs; turn++) {
    samples.small.push(await timed(() => run(small, turn)));
    samples.big.push(await timed(() => run(big, turn)));
  }
  const of = (values: number[]) => ({ p50: percentile(values, 50), p99: percentile(values, 99) });
  return { small: of(samples.small), big: of(samples.big), samples };
}

/**
 * `sideBySide`, measured again when the big pool's p99 misses the target. A miss counts only if the
 * second round misses too (a burst of the machine's other work is not the code's) and, when the
 * machine runs more than it has CPUs for (1-minute load average over the CPU count), only if the
 * median misses as well: then every statement waits for a CPU now and then, tens to hundreds of ms
 * that land in the tail of any query, the smallest included, and the tail says nothing of the code.
 */
async function measured(target: number, measure: () => Promise<Figures>) {
  const first = await measure();
  if (first.big.p99 < target) return { figures: first, again: undefined, verdict: 'cumple' as const };
  const again = await measure();
  if (again.big.p99 < target) return { figures: first, again, verdict: 'cumple' as const };
  const overloaded = loadNow() > CPUS;
  return {
    figures: first,
    again,
    verdict: !overloaded || again.big.p50 >= target ? ('no cumple' as const) : ('no concluyente' as const),
  };
}

interface PlanNode {
  'Node Type': string;
  'Join Type'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The nodes of a plan, with their index or table, in plan order, each once. */
function planNodes(node: PlanNode, into = new Set<string>()) {
  const on = node['Index Name'] ?? node['Relation Name'];
  const join = node['Join Type'] && node['Join Type'] !== 'Inner' ? ` (${node['Join Type']})` : '';
  into.add(`${node['Node Type']}${join}${on ? ` on ${on}` : ''}`);
  for (const child of node.Plans ?? []) planNodes(child, into);
  return into;
}

/** What a statement of searchPool / matchPool is, for the plan summaries. */
const statementKind = (query: string) =>
  query.includes('candidatos_pool_palabras')
    ? 'palabras'
    : /^\s*select count\(\*\)/.test(query)
      ? 'conteo'
      : query.includes('puntaje')
        ? 'coincidencias'
        : 'página';

/**
 * The statements `work` sends that read the pool (captured by a logging drizzle over a pool of its
 * own), each run again under EXPLAIN (ANALYZE, BUFFERS): the plans searchPool and matchPool really get.
 */
async function explain(url: string, work: (db: Database) => Promise<unknown>) {
  const statements: { query: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const db = drizzle(pool, {
      schema,
      logger: { logQuery: (query, params) => statements.push({ query, params }) },
    }) as unknown as Database;
    await work(db);
    const plans = [];
    for (const { query, params } of statements.filter(
      ({ query }) => query.includes('candidatos_pool') && !query.includes('candidatos_pool_pendientes'),
    )) {
      const { rows } = await pool.query(`explain (analyze, buffers, format json) ${query}`, params);
      const [plan] = rows[0]['QUERY PLAN'] as {
        Plan: PlanNode & { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
        'Execution Time': number;
        JIT?: unknown;
      }[];
      plans.push({
        kind: statementKind(query),
        nodes: [...planNodes(plan!.Plan)],
        ms: plan!['Execution Time'],
        hit: plan!.Plan['Shared Hit Blocks'],
        read: plan!.Plan['Shared Read Blocks'],
        jit: plan!.JIT !== undefined,
      });
    }
    return plans;
  } finally {
    await pool.end();
  }
}

const printPlans = (plans: Awaited<ReturnType<typeof explain>>, text: boolean) => {
  for (const plan of plans) {
    console.log(
      `    ${plan.kind}: ${ms(plan.ms)}, bloques ${count(plan.hit)} en caché / ${count(plan.read)} leídos` +
        `${plan.jit ? ', JIT' : ''} — ${plan.nodes.join(' · ')}`,
    );
    if (text && plan.nodes.includes('Seq Scan on candidatos_pool'))
      console.log('    ⚠ Seq Scan sobre candidatos_pool en una búsqueda con texto');
  }
};

// ——— The run ———

const databases: ScratchDatabase[] = [];
const handles: DatabaseHandle[] = [];
const misses: string[] = [];
const unclear: string[] = [];
try {
  const seeded: Seeded[] = [];
  for (const total of [BASELINE_CANDIDATES, CANDIDATES]) {
    const database = await createScratchDatabase(serverUrl, 'portal_pool_bench');
    databases.push(database);
    const seedMs = await timed(async () => seeded.push(await seedTalentPool(database, total)));
    const result = seeded.at(-1)!;
    console.log(
      `\n${count(total)} candidatos — sembrado en ${seconds(seedMs)} (con migraciones y datos de demostración): ` +
        Object.entries(result.seconds)
          .map(([name, s]) => `${name} ${s.toFixed(1)} s`)
          .join(', '),
    );
    console.log(
      `  ${count(result.candidates)} candidatos, ${count(result.consents)} consentimientos, ` +
        `${count(result.vacancies)} vacantes, ${count(result.applications)} postulaciones, ` +
        `${count(result.assignments)} misiones, ${count(result.documents)} documentos; ` +
        `en la cola de la base: ${count(result.queued)}`,
    );
    const handle = await openDatabase({ url: database.url });
    handles.push(handle);
    const build = await buildPool(handle);
    console.log(
      `  base de talento construida vaciando la cola: ${count(build.rows)} filas en ${seconds(build.ms)} ` +
        `(${count(Math.round(build.rows / (build.ms / 1000)))} filas/s, lotes de ${count(BUILD_BATCH)}); ` +
        `vacuum analyze ${seconds(build.analyzeMs)}; ${count(build.words)} palabras`,
    );
    console.log(
      `  un lote de ${count(build.sample.size)}: regla de documentos ${ms(build.sample.documents)}, ` +
        `INSERT … SELECT ${ms(build.sample.insert)}`,
    );
  }
  const [small, big] = handles as [DatabaseHandle, DatabaseHandle];
  const category = async (name: string) =>
    (
      await rowsOf<{ id: number }>(
        big.db,
        sql`select id_categoria as id from categorias where nombre_categoria = ${name}`,
      )
    )[0]!.id;

  const shapes: [string, PoolSearchParams][] = [
    ['sin filtros (la pantalla al abrir)', {}],
    [
      'filtros sin texto',
      { categoria: await category('Bodega'), disponibilidad: 'inmediata', actividad: 365 },
    ],
    ['una palabra: montacarguista', { q: 'montacarguista' }],
    ['dos palabras, una mal escrita: montacargista bodega', { q: 'montacargista bodega' }],
    ['nombre y apellido: carolina ospina', { q: 'carolina ospina' }],
    ['prefijo de documento: 1000432', { q: '1000432' }],
    [
      'Medellín y cercanas + categoría + documentos + contactables',
      {
        ciudad: 5001,
        cercanas: true,
        categoria: await category('Montacargas'),
        documentos: true,
        contactables: true,
      },
    ],
    ['orden por nombre', { orden: 'nombre' }],
    ['página 50', { page: 50 }],
  ];

  console.log(
    `\nBúsquedas (searchPool): ${RUNS} corridas en caliente de cada una, línea base de ` +
      `${count(BASELINE_CANDIDATES)} y ${count(CANDIDATES)} candidatos por turnos; ` +
      `×: grande / línea base. Carga del equipo al empezar: ${load()}`,
  );
  console.log(
    `${'búsqueda'.padEnd(60)}${'resultados'.padStart(11)}${'base p50'.padStart(10)}${'base p99'.padStart(10)}` +
      `${'p50'.padStart(10)}${'p99'.padStart(10)}${'× p50'.padStart(7)}${'× p99'.padStart(7)}`,
  );
  const all = { small: [] as number[], big: [] as number[] };
  for (const [name, params] of shapes) {
    const query = poolSearchQuerySchema.parse(params);
    const { total } = await searchPool(big.db, query);
    const { figures, again, verdict } = await measured(SEARCH_TARGET_MS, () =>
      sideBySide(RUNS, (db) => searchPool(db, query), small.db, big.db),
    );
    all.small.push(...figures.samples.small);
    all.big.push(...figures.samples.big);
    const { small: b, big: g } = figures;
    console.log(
      `${name.padEnd(60)}${count(total).padStart(11)}${ms(b.p50).padStart(10)}${ms(b.p99).padStart(10)}` +
        `${ms(g.p50).padStart(10)}${ms(g.p99).padStart(10)}${(g.p50 / b.p50).toFixed(1).padStart(7)}` +
        `${(g.p99 / b.p99).toFixed(1).padStart(7)}` +
        (again ? `  (repetida: p50 ${ms(again.big.p50)}, p99 ${ms(again.big.p99)})` : ''),
    );
    if (verdict !== 'cumple')
      (verdict === 'no cumple' ? misses : unclear).push(
        `búsqueda «${name}»: p99 ${ms(again!.big.p99)} ≥ ${SEARCH_TARGET_MS} ms dos veces seguidas, ` +
          `p50 ${ms(again!.big.p50)} (carga ${load()} con ${CPUS} CPU)`,
      );
  }
  const [a50, a99, g50, g99] = [
    percentile(all.small, 50),
    percentile(all.small, 99),
    percentile(all.big, 50),
    percentile(all.big, 99),
  ];
  console.log(
    `${'todas'.padEnd(71)}${ms(a50).padStart(10)}${ms(a99).padStart(10)}${ms(g50).padStart(10)}` +
      `${ms(g99).padStart(10)}${(g50 / a50).toFixed(1).padStart(7)}${(g99 / a99).toFixed(1).padStart(7)}`,
  );

  console.log(`\nPlanes sobre ${count(CANDIDATES)} candidatos (EXPLAIN ANALYZE, BUFFERS de cada sentencia):`);
  for (const [name, params] of shapes) {
    const query = poolSearchQuerySchema.parse(params);
    console.log(`  ${name}`);
    printPlans(await explain(seeded[1]!.url, (db) => searchPool(db, query)), Boolean(query.q));
  }

  // 20 vacancies of different cities and categories among the first generated ones, which both pools
  // have (the generator is the same), so each turn matches the same vacancy on both sides.
  const first = seeded[1]!.firstVacancy;
  const targets = (
    await rowsOf<{ id: number }>(
      big.db,
      sql`select id_vacante as id from (
            select distinct on (id_ciudad, id_categoria) id_vacante, id_ciudad, id_categoria from vacantes
            where id_vacante between ${first} and ${first + vacanciesOf(BASELINE_CANDIDATES) - 1}
            order by id_ciudad, id_categoria, id_vacante) v
          order by row_number() over (partition by id_ciudad order by id_categoria), id_ciudad
          limit ${MATCH_TARGETS}`,
    )
  ).map((row) => Number(row.id));
  const match = await measured(MATCH_TARGET_MS, () =>
    sideBySide(
      MATCH_RUNS * targets.length,
      (db, turn) => matchPool(db, ADMIN, { id_vacante: targets[turn % targets.length]! }),
      small.db,
      big.db,
    ),
  );
  const { small: ms0, big: mg } = match.figures;
  console.log(
    `\nCoincidencias (matchPool): ${targets.length} vacantes × ${MATCH_RUNS} corridas. ` +
      `Línea base p50 ${ms(ms0.p50)}, p99 ${ms(ms0.p99)}; ${count(CANDIDATES)} candidatos: ` +
      `p50 ${ms(mg.p50)}, p99 ${ms(mg.p99)} (× p50 ${(mg.p50 / ms0.p50).toFixed(1)}, ` +
      `× p99 ${(mg.p99 / ms0.p99).toFixed(1)})` +
      (match.again ? ` (repetida: p50 ${ms(match.again.big.p50)}, p99 ${ms(match.again.big.p99)})` : ''),
  );
  if (match.verdict !== 'cumple')
    (match.verdict === 'no cumple' ? misses : unclear).push(
      `coincidencias: p99 ${ms(match.again!.big.p99)} ≥ ${MATCH_TARGET_MS} ms dos veces seguidas, ` +
        `p50 ${ms(match.again!.big.p50)} (carga ${load()} con ${CPUS} CPU)`,
    );
  const [biggest] = await rowsOf<{ id: number; ciudad: string }>(
    big.db,
    sql`select v.id_vacante as id, c.nombre_ciudad as ciudad from vacantes v
        join ciudades c on c.id_ciudad = v.id_ciudad
        where v.id_vacante = any(${`{${targets.join(',')}}`}::int[])
        order by (select count(*) from candidatos_pool p where p.id_ciudad = v.id_ciudad) desc limit 1`,
  );
  console.log(`  plan de la vacante ${biggest!.id} (${biggest!.ciudad}, la ciudad con más candidatos):`);
  printPlans(await explain(seeded[1]!.url, (db) => matchPool(db, ADMIN, { id_vacante: biggest!.id })), false);

  console.log(`\nCarga del equipo al terminar: ${load()}`);
  console.log(
    `objetivos: búsqueda p99 < ${SEARCH_TARGET_MS} ms, coincidencias p99 < ${MATCH_TARGET_MS} ms: ` +
      (misses.length ? 'NO cumple' : unclear.length ? 'no concluyente' : 'cumple'),
  );
  for (const miss of misses) console.log(`  ✗ ${miss}`);
  for (const miss of unclear)
    console.log(`  ? ${miss}: no concluyente, el equipo está sobrecargado y la mediana cumple`);
  if (misses.length) process.exitCode = 1;
} finally {
  for (const handle of handles) await handle.close();
  for (const database of databases)
    if (KEEP) console.log(`base conservada (bórrela a mano): ${database.url}`);
    else await database.drop();
  if (!KEEP) await postgres.stop();
}
