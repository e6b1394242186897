// npm run bench:upload — 10 concurrent 10 MB uploads to a portal started here on a fresh data folder:
// throughput (MB/s) and the API process's peak resident-memory growth, read from /proc/<pid>/status.
// Streaming keeps the growth far below the 100 MB that went through; the target is under 64 MB.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { demoIdToken } from './lib/demo-token';
import { startPortal } from './lib/servers';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 10);
const SIZE = 10 * 1024 * 1024;
const TARGET_GROWTH_MB = 64;
const MB = 1024 * 1024;

function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`sin VmRSS para el proceso ${pid}`);
  return Number(match[1]) * 1024;
}

/** Exactly 10 MB the server accepts as a PDF: a real header, then incompressible bytes. */
function pdfOfTenMegabytes(): Blob {
  const head = Buffer.from('%PDF-1.4\n% bench\n');
  return new Blob([head, randomBytes(SIZE - head.length)], { type: 'application/pdf' });
}

async function upload(
  url: string,
  token: string,
  bucket: string,
  index: number,
  file: Blob,
): Promise<number> {
  const form = new FormData();
  form.append('bucket_name', bucket);
  form.append('object_name', `bench/Certificados laborales/${Date.now()}/carga-${index}.pdf`);
  form.append('content_type', 'application/pdf');
  form.append('region', 'us-east-1');
  form.append('file', file, `carga-${index}.pdf`);
  const response = await fetch(`${url}/api/candidate/upload_file_to_s3`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

// One candidate sends them all: past the per-candidate limits of a real visitor (12 a minute, 50 MB
// not yet in a document), which would answer 429 after the fifth.
const portal = await startPortal(39103, { UPLOADS_PER_MINUTE: '100', UPLOADS_UNATTACHED_MAX_MB: '500' });
try {
  const token = await demoIdToken(portal.url);
  const settings = (await (
    await fetch(`${portal.url}/api/candidate/upload_settings`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { bucket_name: string };
  const files = Array.from({ length: UPLOADS }, pdfOfTenMegabytes);

  // Warm up (code paths, JIT, pools), then let the heap settle before the baseline.
  await upload(portal.url, token, settings.bucket_name, 0, files[0]!);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const baseline = rssBytes(portal.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(portal.pid))), 20);

  const started = performance.now();
  const statuses = await Promise.all(
    files.map((file, i) => upload(portal.url, token, settings.bucket_name, i + 1, file)),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssBytes(portal.pid));

  const growthMb = (peak - baseline) / MB;
  const failed = statuses.filter((status) => status !== 200).length;
  console.log(`cargas concurrentes:      ${UPLOADS} × 10 MB (${((UPLOADS * SIZE) / MB).toFixed(0)} MB)`);
  console.log(`tiempo:                   ${seconds.toFixed(2)} s`);
  console.log(`rendimiento:              ${((UPLOADS * SIZE) / MB / seconds).toFixed(1)} MB/s`);
  console.log(`RSS del API antes / pico: ${(baseline / MB).toFixed(1)} MB / ${(peak / MB).toFixed(1)} MB`);
  console.log(`crecimiento de RSS:       ${growthMb.toFixed(1)} MB (objetivo < ${TARGET_GROWTH_MB} MB)`);
  console.log(`respuestas no 200:        ${failed}`);
  if (failed > 0 || growthMb >= TARGET_GROWTH_MB) process.exitCode = 1;
} finally {
  await portal.stop();
}
