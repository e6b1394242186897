import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffDataRequestListSchema } from '@portal/shared/data-requests';
import { dataRequestMessages } from '@portal/shared/messages';
import { asCandidate, type CandidateActor } from '../../test-support/actors.js';
import { asStaff, type StaffActor } from '../../test-support/staff.js';
import { mailsTo } from '../../test-support/outbox.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// A director reaches a data request the way they reach the candidate anywhere else (documents,
// pipeline): through an application to a vacancy of their group (or the agency's own). Any other
// request answers 404, listed or not, pending or answered; admins reach every request.
let ctx: TestContext;
let director: StaffActor;
let admin: StaffActor;
const ids: Record<'ours' | 'theirs' | 'nobodys', number> = { ours: 0, theirs: 0, nobodys: 0 };

const run = (statement: string) => ctx.database.db.execute(statement as never);
/** An application to a vacancy of the company whose name starts with `company`. */
const applyTo = (who: CandidateActor, company: string) =>
  run(`insert into postulaciones (id_candidato, id_vacante, estado)
       select ${who.candidateId}, min(v.id_vacante), 'recibida' from vacantes v
       join empresas e on e.id_empresa = v.id_empresa where e.razon_social like '${company}%'`);
const file = async (who: CandidateActor) =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/data-requests',
      headers: who.headers,
      payload: { tipo: 'consulta', detalle: '¿Qué datos míos tienen y para qué los usan?' },
    })
  ).json().solicitud.id as number;
const queue = async (who: StaffActor) =>
  staffDataRequestListSchema.parse(
    (await ctx.app.inject({ url: '/api/staff/data-requests', headers: { cookie: who.cookie } })).json(),
  );
const staffPost = (who: StaffActor, path: string, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/staff/data-requests/${path}`,
    headers: who.headers,
    payload: body,
  });
const answer = { decision: 'atendida', respuesta: 'Tenemos tu hoja de vida y tus documentos.' };

beforeAll(async () => {
  ctx = await createTestApp();
  director = await asStaff(ctx, 'director@portal.local');
  admin = await asStaff(ctx, 'admin@portal.local');
  const ours = await asCandidate(ctx, '72000001', 'Olga Nuestra');
  const theirs = await asCandidate(ctx, '72000002', 'Tomás Ajeno');
  const nobodys = await asCandidate(ctx, '72000003', 'Nora Ninguna');
  await applyTo(ours, 'Logística Andina'); // the director's group
  await applyTo(theirs, 'Alimentos del Valle'); // the other group
  ids.ours = await file(ours);
  ids.theirs = await file(theirs);
  ids.nobodys = await file(nobodys);
});
afterAll(() => ctx.close());

describe("a director and other groups' data requests", () => {
  it("lists only the requests of candidates who applied in the director's scope; admins see all", async () => {
    const seen = (await queue(director)).map((request) => request.id);
    expect(seen).toContain(ids.ours);
    expect(seen).not.toContain(ids.theirs);
    expect(seen).not.toContain(ids.nobodys);
    const all = (await queue(admin)).map((request) => request.id);
    expect(all).toEqual(expect.arrayContaining([ids.ours, ids.theirs, ids.nobodys]));
  });

  it('cannot extend or answer them: 404, and nothing changes nor is mailed', async () => {
    for (const id of [ids.theirs, ids.nobodys]) {
      const extend = await staffPost(director, `${id}/extend`, { motivo: 'Debemos consultar a la empresa.' });
      expect(extend.statusCode).toBe(404);
      expect(extend.json().message).toBe(dataRequestMessages.notFound);
      const answered = await staffPost(director, `${id}/answer`, answer);
      expect(answered.statusCode).toBe(404);
      expect(answered.json().message).toBe(dataRequestMessages.notFound);
    }
    const untouched = (await queue(admin)).filter((request) => request.id !== ids.ours);
    expect(untouched.every((request) => request.estado === 'pendiente' && !request.prorrogada)).toBe(true);
    expect(await mailsTo(ctx, '72000002@example.co')).toHaveLength(1); // only "we received it"
  });

  it('answers its own; an answered request of another group is still a 404, not a 409', async () => {
    expect((await staffPost(director, `${ids.ours}/answer`, answer)).statusCode).toBe(200);
    expect((await staffPost(admin, `${ids.theirs}/answer`, answer)).statusCode).toBe(200);
    expect((await staffPost(director, `${ids.theirs}/answer`, answer)).statusCode).toBe(404);
    expect((await staffPost(director, `${ids.ours}/answer`, answer)).statusCode).toBe(409);
  });
});
