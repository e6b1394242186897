// npm run bench:bulk — bulk registration of 5,000 users: reading the CSV, the dry run and the commit,
// each as milliseconds and as a ratio to a bare Fastify route receiving the same JSON body in this run.
// Then hostile files (a zip bomb, six huge CSVs at once): /healthz latency meanwhile as a ratio to its
// idle latency, and the server's memory peak while they are refused.
import { hostileFileFigures } from './lib/bulk-hostile';
import { staffHeaders } from './lib/staff-session';
import { engineLabel, startHelloWorld, startPortal } from './lib/servers';

const ROWS = 5000;
const rows = Array.from({ length: ROWS }, (_, i) => ({
  correo: `persona${i}@empresa-bench.co`,
  primer_nombre: i % 3 ? 'María José' : 'Andrés',
  primer_apellido: 'Muñoz Peña',
  rol: i % 2 ? 'empresa' : 'disenador',
  grupo: i % 2 ? '' : '1',
  empresa: i % 2 ? '900482117' : '',
}));
const csv = `correo;nombre;apellido;rol;grupo;nit\r\n${rows.map((row) => Object.values(row).join(';')).join('\r\n')}\r\n`;

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}

const post = (url: string, headers: Record<string, string>, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }).then(async (res) => {
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  });

const hello = await startHelloWorld(39111);
const payload = (modo: string) => ({ modo, usuarios: rows });
const baseline = (await timed(() => post(`${hello.url}/`, {}, payload('dry_run')))).ms;
await hello.stop();

// The commit invites 5,000 people at once: above the default hourly cap per person.
const portal = await startPortal(39112, { INVITATIONS_PER_HOUR: String(ROWS) });
try {
  const headers = await staffHeaders(portal.url);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'usuarios.csv');
  const read = await timed(() =>
    fetch(`${portal.url}/api/auth/register_massive/file`, { method: 'POST', headers, body: form }).then(
      (res) => res.json(),
    ),
  );
  const dry = await timed(() => post(`${portal.url}/api/auth/register_massive`, headers, payload('dry_run')));
  const commit = await timed(() =>
    post(`${portal.url}/api/auth/register_massive`, headers, payload('valid_only')),
  );
  if (dry.value.validas !== ROWS || commit.value.creadas !== ROWS) {
    throw new Error(
      `resultado inesperado: ${JSON.stringify({ dry: dry.value.validas, commit: commit.value.creadas })}`,
    );
  }
  console.log(`motor: ${engineLabel()}; filas: ${ROWS}`);
  console.log(`línea base (Fastify mínimo recibe el mismo JSON): ${baseline.toFixed(0)} ms`);
  for (const [name, ms] of [
    ['leer el CSV (POST …/file)', read.ms],
    ['revisión sin guardar (dry_run)', dry.ms],
    ['registro (valid_only: usuarios, invitaciones, correos, auditoría)', commit.ms],
  ] as const) {
    console.log(
      `${name.padEnd(68)} ${ms.toFixed(0).padStart(6)} ms  ×${(ms / baseline).toFixed(1)} de la línea base`,
    );
  }
  await hostileFileFigures(portal, headers);
} finally {
  await portal.stop();
}
