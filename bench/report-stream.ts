// npm run bench:report — issue 33 item 4: 100,000 rows through the portal's report writer, streamed
// (apps/api/src/lib/streamed-report.ts) into a sink that drops the bytes, in XLSX and CSV: the time
// and the peak growth of the process's resident memory, also at 10,000 rows to show it stays flat.
// The baseline, in the same run, is the file made whole in memory as reports were before (every row
// in an array, then the whole file in one Buffer); the ratio says what streaming saves. Each case runs
// in its own process, so one case's heap does not count in another's. Resident memory includes V8's
// room for garbage not yet collected (the live heap stays under 3 MB: streamed-report.memory.test.ts),
// so the target is the same as bench:export's: the streamed cases grow by less than 64 MB.
import { spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReportCell } from '../apps/api/src/lib/report-cells';
import { reportFile } from '../apps/api/src/lib/spreadsheet-file';
import { reportStream } from '../apps/api/src/lib/streamed-report';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const BATCH = 1000;
const MB = 1024 * 1024;
const TARGET_MB = 64;

interface Case {
  how: 'en flujo' | 'en memoria';
  formato: 'xlsx' | 'csv';
  rows: number;
}
const CASES: Case[] = (['xlsx', 'csv'] as const).flatMap((formato) => [
  { how: 'en flujo', formato, rows: ROWS / 10 },
  { how: 'en flujo', formato, rows: ROWS },
  { how: 'en memoria', formato, rows: ROWS },
]);

// The columns of a board's export (a person's data, dates, money): what the biggest lists look like.
const titles =
  'Nombre|Número de documento|Correo|Teléfono|Estado|Postulada|Último cambio|Salario|Horas'.split('|');
const row = (i: number): ReportCell[] => [
  `María José Peña Ñustes ${i}`,
  String(1_000_000_000 + i),
  `persona${i}@correo.example.co`,
  `+57 310 ${String(i).padStart(7, '0')}`,
  i % 3 ? 'Recibida' : 'Preseleccionada',
  { dateTime: new Date(1_790_000_000_000 + i * 60_000) },
  { dateTime: new Date(1_790_500_000_000 + i * 60_000) },
  { number: 1_423_500 + i, decimals: 0 },
  { number: i / 4, decimals: 2 },
];

async function* batches(rows: number) {
  for (let start = 0; start < rows; start += BATCH)
    yield Array.from({ length: Math.min(BATCH, rows - start) }, (_, n) => row(start + n));
}

/** One case in this process: its time, the file's size and the peak resident memory growth. */
async function run({ how, formato, rows }: Case) {
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  let bytes = 0;
  if (how === 'en flujo') {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    await pipeline(reportStream({ titles, batches: batches(rows) }, formato), sink);
  } else {
    const all = Array.from({ length: rows }, (_, i) => row(i));
    bytes = (await reportFile(titles, all, formato)).length;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(JSON.stringify({ ms, bytes, growth: peak - base }));
}

if (process.argv[2]) {
  await run(JSON.parse(process.argv[2]) as Case);
} else {
  const results = CASES.map((which) => {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', import.meta.filename, JSON.stringify(which)],
      {
        encoding: 'utf8',
      },
    );
    if (child.status !== 0) throw new Error(`${JSON.stringify(which)}: ${child.stderr}`);
    const result = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as {
      ms: number;
      bytes: number;
      growth: number;
    };
    console.log(
      `${which.formato} ${which.how.padEnd(10)} ${which.rows.toLocaleString('es-CO').padStart(7)} filas ` +
        `${(result.ms / 1000).toFixed(2).padStart(6)} s  archivo ${(result.bytes / MB).toFixed(1).padStart(5)} MB  ` +
        `memoria residente +${(result.growth / MB).toFixed(1)} MB`,
    );
    return { ...which, ...result };
  });
  const at = (how: Case['how'], formato: Case['formato']) =>
    results.find((r) => r.how === how && r.formato === formato && r.rows === ROWS)!;
  for (const formato of ['xlsx', 'csv'] as const) {
    const [streamed, whole] = [at('en flujo', formato), at('en memoria', formato)];
    console.log(
      `${formato}: en flujo / en memoria = tiempo ×${(streamed.ms / whole.ms).toFixed(2)}, ` +
        `memoria ×${(streamed.growth / whole.growth).toFixed(2)}`,
    );
  }
  const worst = Math.max(at('en flujo', 'xlsx').growth, at('en flujo', 'csv').growth) / MB;
  console.log(
    `objetivo: en flujo crece menos de ${TARGET_MB} MB → ${worst < TARGET_MB ? 'cumple' : 'NO cumple'}`,
  );
  if (worst >= TARGET_MB) process.exitCode = 1;
}
