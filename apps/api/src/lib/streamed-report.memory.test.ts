import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { ReportCell } from './report-cells.js';
import { reportStream } from './streamed-report.js';

// 100,000 rows must stream with flat memory: the live heap (measured after a full collection) may
// grow by less than BOUND while the file goes through, and the file is over twice BOUND, so a writer
// that held the whole sheet (its XML, or its bytes) would fail here.
const ROWS = 100_000;
const BATCH = 1000;
const MB = 1024 * 1024;
const BOUND = 40 * MB;

/** A full collection: `global.gc` under --expose-gc, else the same function V8 exposes on request. */
function collector(): () => void {
  if (typeof globalThis.gc === 'function') return globalThis.gc;
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

const NOTE = 'Observación de la postulación, revisada por el equipo de selección. '.repeat(12);
const titles = ['Nombre', 'Número de documento', 'Correo', 'Salario', 'Horas', 'Fecha', 'Creado', 'Notas'];

async function streamThrough(formato: 'xlsx' | 'csv') {
  const gc = collector();
  gc();
  const baseline = process.memoryUsage().heapUsed;
  let peak = 0;
  async function* batches() {
    for (let start = 0; start < ROWS; start += BATCH) {
      if ((start / BATCH) % 10 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
      }
      yield Array.from({ length: BATCH }, (_, n): ReportCell[] => {
        const i = start + n;
        return [
          `María José Peña ${i}`,
          String(1_000_000_000 + i),
          `persona${i}@correo.example.co`,
          { number: 1_423_500 + i, decimals: 0 },
          { number: i / 4, decimals: 2 },
          { date: '2026-11-27' },
          { dateTime: new Date(1_790_000_000_000 + i * 60_000) },
          `${NOTE}${i}`,
        ];
      });
    }
  }
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  await pipeline(reportStream({ titles, batches: batches() }, formato), sink);
  gc();
  peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
  return { bytes, peak };
}

describe('the report writer under 100,000 rows', () => {
  it('streams the CSV with flat memory', async () => {
    const { bytes, peak } = await streamThrough('csv');
    expect(bytes).toBeGreaterThan(2 * BOUND);
    expect(peak).toBeLessThan(BOUND);
  });

  it('streams the XLSX with flat memory', async () => {
    const { bytes, peak } = await streamThrough('xlsx');
    expect(bytes).toBeGreaterThan(1 * MB);
    expect(peak).toBeLessThan(BOUND);
  });
});
