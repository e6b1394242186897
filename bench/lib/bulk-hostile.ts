import { readFileSync } from 'node:fs';
import { hugeCsv, zipBombXlsx } from '../../apps/api/src/test-support/hostile-tables';
import type { RunningServer } from './servers';

/** The server's resident memory now (threads included), in MB, from Linux's /proc. */
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const healthz = async (url: string) => {
  const start = performance.now();
  await fetch(`${url}/healthz`).then((res) => res.arrayBuffer());
  return performance.now() - start;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Sends `files` at once and, until every answer is in, pings /healthz one after another and samples
 * the server's memory: the slowest ping and the memory peak over what it held before.
 */
async function whileRefusing(portal: RunningServer, headers: Record<string, string>, files: Blob[]) {
  const before = rssMb(portal.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(portal.pid))), 20);
  let done = false;
  const answers = Promise.all(
    files.map((file) => {
      const form = new FormData();
      form.append('file', file, 'hostil');
      return fetch(`${portal.url}/api/auth/register_massive/file`, {
        method: 'POST',
        headers,
        body: form,
      }).then(async (res) => ({
        status: res.status,
        message: ((await res.json()) as { message?: string }).message,
      }));
    }),
  ).finally(() => (done = true));
  const pings: number[] = [];
  while (!done) pings.push(await healthz(portal.url));
  clearInterval(sampler);
  return { answers: await answers, slowest: Math.max(...pings), pings: pings.length, peak: peak - before };
}

export async function hostileFileFigures(portal: RunningServer, headers: Record<string, string>) {
  const template = new Uint8Array(
    await (
      await fetch(`${portal.url}/api/auth/register_massive/template?formato=xlsx`, { headers })
    ).arrayBuffer(),
  );
  const idle: number[] = [];
  for (let i = 0; i < 30; i++) idle.push(await healthz(portal.url));
  const idleMs = median(idle);
  const bomb = zipBombXlsx(template, 100);
  const csv = hugeCsv(1_300_000);
  console.log(`\n/healthz en reposo: ${idleMs.toFixed(1)} ms (mediana de 30)`);
  for (const [name, files] of [
    [`XLSX de ${(bomb.length / 1024).toFixed(0)} KB que se descomprime a 100 MB`, [new Blob([bomb])]],
    [
      `6 CSV de ${(csv.length / 1024 / 1024).toFixed(1)} MB (1,3 millones de filas) a la vez`,
      Array(6).fill(new Blob([csv])),
    ],
  ] as const) {
    const run = await whileRefusing(portal, headers, [...files]);
    const statuses = [...new Set(run.answers.map((answer) => answer.status))].join(', ');
    console.log(`${name}: respuesta ${statuses} «${run.answers[0]?.message}»`);
    console.log(
      `  /healthz mientras se rechaza: la más lenta ${run.slowest.toFixed(0)} ms de ${run.pings} ` +
        `(×${(run.slowest / idleMs).toFixed(1)} de la mediana en reposo); memoria pico +${run.peak.toFixed(0)} MB`,
    );
  }
}
