import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipelineSchema } from '@portal/shared/applications/pipeline';
import { processListSchema } from '@portal/shared/processes/client';
import { asCandidate, type CandidateActor } from '../../../test-support/actors.js';
import { postAs } from '../../../test-support/documents.js';
import { MATRIX } from '../../../test-support/route-table.js';
import { asStaff, createVacancyAs, type StaffActor, companyIdAs } from '../../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';

// Ley 1581: a note the agency keeps to itself ("llegó tarde a la llamada") is personal data that
// must never reach the client company nor the candidate. Each note has an audience chosen where it
// is written; the company's and the candidate's readers select only the notes shared with them.
const INTERNAL = 'MARCA-INTERNA-7f3a';
const FOR_COMPANY = 'Para la empresa: buena actitud';
const FOR_CANDIDATE = 'Para ti: trae tu cédula';
const REJECTION = 'MOTIVO-EMPRESA-91c2';

let ctx: TestContext;
let director: StaffActor;
let company: StaffActor;
let approved: CandidateActor;
let rejected: CandidateActor;
let vacancyId: number;
let processId: number;
const ids: Record<'approved' | 'rejected', number> = { approved: 0, rejected: 0 };

const move = (id: number, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${id}/estado`,
    headers: director.headers,
    payload,
  });

beforeAll(async () => {
  ctx = await createTestApp();
  director = await asStaff(ctx, 'director@portal.local');
  company = await asStaff(ctx, 'empresa@portal.local');
  vacancyId = await createVacancyAs(ctx, director, {
    titulo: 'Auxiliar de bodega',
    descripcion: 'Cargue y descargue de mercancía en bodega.',
    id_categoria: 1,
    salario: 1_600_000,
    id_empresa: await companyIdAs(ctx, director),
  });
  processId = processListSchema.parse(
    (await ctx.app.inject({ url: '/api/client/processes', headers: { cookie: company.cookie } })).json(),
  )[0]!.id;
  approved = await asCandidate(ctx, '59000001', 'Ana Notas');
  rejected = await asCandidate(ctx, '59000002', 'Beto Notas');
  for (const [key, who] of [
    ['approved', approved],
    ['rejected', rejected],
  ] as const) {
    const res = await postAs(ctx, who, '/candidate/applications', { id_vacante: vacancyId });
    ids[key] = res.json().application.id_postulacion as number;
    // No audience given: internal by default.
    expect((await move(ids[key], { estado: 'preseleccionada', nota: INTERNAL })).statusCode).toBe(200);
    const sent = await move(ids[key], { estado: 'enviada_cliente', nota: FOR_COMPANY, audiencia: 'empresa' });
    expect(sent.statusCode).toBe(200);
  }
  const decide = (id: number, decision: string, comentario?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/client/processes/${processId}/decisions`,
      headers: company.headers,
      payload: { ids_postulacion: [id], decision, comentario },
    });
  expect((await decide(ids.approved, 'aprobado')).statusCode).toBe(200);
  expect((await decide(ids.rejected, 'rechazado', REJECTION)).statusCode).toBe(200);
  // A hiring step marked with an internal comment, and a move whose note is for the candidate.
  const step = await ctx.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${ids.approved}/hiring-steps/examen_medico`,
    headers: director.headers,
    payload: { completado: true, comentario: INTERNAL },
  });
  expect(step.statusCode).toBe(200);
  const later = await ctx.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${ids.approved}/hiring-steps/contrato`,
    headers: director.headers,
    payload: { completado: true, comentario: FOR_CANDIDATE, audiencia: 'candidato' },
  });
  expect(later.statusCode).toBe(200);
}, 240_000);
afterAll(() => ctx.close());

/** Every GET route of the route table a candidate or a company user may call, with real ids. */
function readableRoutes(kind: 'candidate' | 'empresa') {
  return Object.entries(MATRIX).flatMap(([route, [access, sample]]) => {
    const [method, pattern] = route.split(' ') as [string, string];
    const mine =
      kind === 'candidate'
        ? access.kind === 'candidate'
        : access.kind === 'staff' && access.roles.includes('empresa');
    if (method !== 'GET' || !mine) return [];
    const path = (sample ?? pattern)
      .replace('/api/client/processes/1', `/api/client/processes/${processId}`)
      .replace('numero_documento=1', `numero_documento=${approved.username}`);
    return [path];
  });
}

/** The text of an answer; a zip (the data export) is read file by file. */
function readable(payload: Buffer) {
  if (payload.subarray(0, 2).toString() !== 'PK') return payload.toString('utf8');
  return Object.values(unzipSync(new Uint8Array(payload)))
    .map((file) => Buffer.from(file).toString('utf8'))
    .join('\n');
}

/** Every answer a candidate (both of them) and the company get about applications and processes. */
async function bodiesSeenBy(kind: 'candidate' | 'empresa') {
  const bodies: { path: string; status: number; body: string }[] = [];
  const callers = kind === 'candidate' ? [approved.headers, rejected.headers] : [{ cookie: company.cookie }];
  for (const headers of callers)
    for (const path of readableRoutes(kind)) {
      const res = await ctx.app.inject({ url: path, headers });
      bodies.push({ path, status: res.statusCode, body: readable(res.rawPayload) });
    }
  if (kind === 'candidate')
    // Applying again answers the existing application, history included.
    for (const who of [approved, rejected]) {
      const res = await postAs(ctx, who, '/candidate/applications', { id_vacante: vacancyId });
      bodies.push({ path: 'POST /api/candidate/applications', status: res.statusCode, body: res.body });
    }
  return bodies;
}

const leaking = (bodies: { path: string; body: string }[], marker: string) =>
  bodies.filter((entry) => entry.body.includes(marker)).map((entry) => entry.path);

describe('note audiences (Ley 1581)', () => {
  it('no answer to the company carries an internal note; it sees what was shared with it', async () => {
    const bodies = await bodiesSeenBy('empresa');
    const detail = bodies.find((entry) => entry.path === `/api/client/processes/${processId}`)!;
    expect(detail.status).toBe(200);
    expect(leaking(bodies, INTERNAL)).toEqual([]);
    expect(leaking(bodies, FOR_CANDIDATE)).toEqual([]);
    expect(detail.body).toContain(FOR_COMPANY);
    // The company reads back its own rejection reason.
    expect(detail.body).toContain(REJECTION);
  });

  it('no answer to a candidate carries an internal note, a company note or the company’s reason', async () => {
    const bodies = await bodiesSeenBy('candidate');
    expect(bodies.find((entry) => entry.path === '/api/candidate/applications')!.status).toBe(200);
    expect(bodies.find((entry) => entry.path === '/api/candidate/my-data')!.status).toBe(200);
    expect(leaking(bodies, INTERNAL)).toEqual([]);
    expect(leaking(bodies, FOR_COMPANY)).toEqual([]);
    expect(leaking(bodies, REJECTION)).toEqual([]);
    expect(leaking(bodies, FOR_CANDIDATE).length).toBeGreaterThan(0);
  });

  it('staff see every note with its audience, and may forward the company’s reason to the candidate', async () => {
    const res = await ctx.app.inject({
      url: `/api/staff/vacancies/${vacancyId}/applications`,
      headers: { cookie: director.cookie },
    });
    const entry = pipelineSchema.parse(res.json()).find((row) => row.id_postulacion === ids.rejected)!;
    expect(entry.historial.find((step) => step.nota === INTERNAL)).toMatchObject({
      audiencia: 'interna',
    });
    const reason = entry.historial.find((step) => step.nota === REJECTION)!;
    expect(reason).toMatchObject({ audiencia: 'empresa' });
    const forwarded = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/applications/${ids.rejected}/historial/${reason.id}/compartir`,
      headers: director.headers,
    });
    expect(forwarded.statusCode).toBe(200);
    const seen = await ctx.app.inject({ url: '/api/candidate/applications', headers: rejected.headers });
    expect(seen.body).toContain(REJECTION);
    expect(seen.body).not.toContain(INTERNAL);
    // The company still reads its own reason; nobody else's application is reachable.
    const detail = await ctx.app.inject({
      url: `/api/client/processes/${processId}`,
      headers: { cookie: company.cookie },
    });
    expect(detail.body).toContain(REJECTION);
    const other = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/applications/${ids.approved}/historial/${reason.id}/compartir`,
      headers: director.headers,
    });
    expect(other.statusCode).toBe(404);
  });
});
