// npm run bench:export — the demo candidate's "Descargar mis datos" with 10 files of 10 MB, on a portal
// started here on a fresh data folder: the ZIP's size and time, and the API process's peak resident
// memory growth while a slow reader downloads it (read from /proc/<pid>/status). The ZIP is streamed
// with backpressure, so the growth stays far below the 100 MB that go through; the target is under 64 MB.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { demoIdToken } from './lib/demo-token';
import { startPortal } from './lib/servers';

const SIZE = 10 * 1024 * 1024;
const MB = 1024 * 1024;
const TARGET_GROWTH_MB = 64;
/** Certificados laborales and Documentos adicionales take five files each. */
const TYPES = [
  { id: 13, title: 'Certificados laborales' },
  { id: 14, title: 'Documentos adicionales' },
];

function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`sin VmRSS para el proceso ${pid}`);
  return Number(match[1]) * 1024;
}

async function call(url: string, token: string, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** Uploads 10 MB the server accepts as a PDF (a real header, then incompressible bytes) and saves it. */
async function addDocument(
  portal: string,
  token: string,
  bucket: string,
  candidateId: number,
  type: (typeof TYPES)[number],
  n: number,
) {
  const head = Buffer.from('%PDF-1.4\n% bench\n');
  const form = new FormData();
  form.append('bucket_name', bucket);
  form.append('object_name', `${candidateId}/${type.title}/${Date.now()}/archivo-${n}.pdf`);
  form.append(
    'file',
    new Blob([head, randomBytes(SIZE - head.length)], { type: 'application/pdf' }),
    'a.pdf',
  );
  const { url } = (await (
    await call(`${portal}/api/candidate/upload_file_to_s3`, token, { method: 'POST', body: form })
  ).json()) as { url: string };
  await call(`${portal}/api/candidate/document/insert`, token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id_candidato: candidateId, documento: { id_documento: type.id, doc_url: url } }),
  });
}

const portal = await startPortal(39104, { UPLOADS_PER_MINUTE: '100', UPLOADS_UNATTACHED_MAX_MB: '500' });
try {
  const token = await demoIdToken(portal.url);
  const startRss = rssBytes(portal.pid);
  const me = (await (
    await call(`${portal.url}/api/candidate/get_by_document?numero_documento=1020304050`, token)
  ).json()) as { id_candidato: number };
  const { bucket_name: bucket } = (await (
    await call(`${portal.url}/api/candidate/upload_settings`, token)
  ).json()) as { bucket_name: string };
  for (const type of TYPES)
    for (let n = 1; n <= 5; n++) await addDocument(portal.url, token, bucket, me.id_candidato, type, n);

  // Let the heap settle after the uploads before the baseline.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const baseline = rssBytes(portal.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(portal.pid))), 20);

  const started = performance.now();
  const response = await call(`${portal.url}/api/candidate/my-data`, token);
  let bytes = 0;
  // A slow reader (about 100 MB/s at most): the server must wait for it, not buffer ahead.
  for await (const chunk of response.body!) {
    bytes += chunk.length;
    if (bytes % (4 * MB) < chunk.length) await new Promise((resolve) => setTimeout(resolve, 40));
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssBytes(portal.pid));

  const growthMb = (peak - baseline) / MB;
  console.log(`archivos en el ZIP:       ${TYPES.length * 5} × 10 MB más los de la demostración`);
  console.log(`tamaño del ZIP:           ${(bytes / MB).toFixed(1)} MB`);
  console.log(`tiempo de la descarga:    ${seconds.toFixed(2)} s`);
  console.log(`RSS del API al iniciar:    ${(startRss / MB).toFixed(1)} MB`);
  console.log(`RSS del API antes / pico: ${(baseline / MB).toFixed(1)} MB / ${(peak / MB).toFixed(1)} MB`);
  console.log(`crecimiento de RSS:       ${growthMb.toFixed(1)} MB (objetivo < ${TARGET_GROWTH_MB} MB)`);
  if (growthMb >= TARGET_GROWTH_MB) process.exitCode = 1;
} finally {
  await portal.stop();
}
