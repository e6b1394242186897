import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditListSchema, type AuditEntryView } from '@portal/shared/audit';
import { auditMessages } from '@portal/shared/messages';
import { companyListSchema, staffUserSchema } from '@portal/shared/users/staff';
import { asCandidate, type CandidateActor } from '../../test-support/actors.js';
import { postAs, uploadPdfAs } from '../../test-support/documents.js';
import { asStaff, createVacancyAs, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// The audit log (issue 11 item 7): admins filter the whole log; the rest of the agency reads one
// record's history, only when that record is in their scope; company users never read it.
let ctx: TestContext;
let admin: StaffActor;
let director: StaffActor;
let designer: StaffActor;
let company: StaffActor;
let candidate: CandidateActor;
let directorId: number;
let ownCompany: number;
let otherCompany: number;
let ownVacancy: number;
let otherVacancy: number;
let otherApplication: number;
let documentId: number;

const read = (who: StaffActor, query: string) =>
  ctx.app.inject({ url: `/api/audit?${query}`, headers: { cookie: who.cookie } });
async function log(who: StaffActor, query: string): Promise<AuditEntryView[]> {
  const res = await read(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return auditListSchema.parse(res.json());
}
const vacancy = (titulo: string, id_empresa?: number) => ({
  titulo,
  descripcion: 'Alistamiento de pedidos y control de inventario en bodega.',
  id_categoria: 1,
  salario: 1_600_000,
  ...(id_empresa ? { id_empresa, empresa: 'Cliente' } : {}),
});

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await asStaff(ctx, 'admin@portal.local');
  director = await asStaff(ctx, 'director@portal.local');
  designer = await asStaff(ctx, 'disenador@portal.local');
  company = await asStaff(ctx, 'empresa@portal.local');
  const me = staffUserSchema.parse(
    (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: director.cookie } })).json(),
  );
  directorId = me.id_usuario;
  const companies = companyListSchema.parse(
    (await ctx.app.inject({ url: '/api/companies', headers: { cookie: admin.cookie } })).json(),
  );
  ownCompany = companies.find((c) => c.id_grupo === me.id_grupo)!.id_empresa;
  otherCompany = companies.find((c) => c.id_grupo !== me.id_grupo)!.id_empresa;
  ownVacancy = await createVacancyAs(ctx, director, vacancy('Auxiliar de bodega', ownCompany));
  otherVacancy = await createVacancyAs(ctx, admin, vacancy('Operario de empaque', otherCompany));
  // A candidate who applied only to the other group's vacancy: outside the director's reach.
  candidate = await asCandidate(ctx, '57000001', 'Lucía Fernanda Ortiz');
  const applied = await postAs(ctx, candidate, '/candidate/applications', { id_vacante: otherVacancy });
  otherApplication = applied.json().application.id_postulacion;
  const url = await uploadPdfAs(ctx, candidate, 'Cedula');
  documentId = (
    await postAs(ctx, candidate, '/candidate/document/insert', {
      id_candidato: candidate.candidateId,
      documento: { id_documento: 3, doc_url: url },
    })
  ).json().id_documento_candidato;
  const staffPost = (path: string, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url: `/api/staff${path}`, headers: admin.headers, payload });
  expect((await staffPost(`/documents/${documentId}/open`)).statusCode).toBe(200);
  const asked = await staffPost('/document-requests', {
    id_candidato: candidate.candidateId,
    id_documento: 3,
    client_doc_name: 'Certificado laboral',
  });
  expect(asked.statusCode).toBe(200);
});
afterAll(() => ctx.close());

describe('GET /api/audit as an admin', () => {
  it('filters by record type and user, newest first, with who acted by name', async () => {
    const vacancies = await log(admin, 'entidad=vacante');
    expect(vacancies.length).toBeGreaterThanOrEqual(2);
    expect(new Set(vacancies.map((entry) => entry.entidad))).toEqual(new Set(['vacante']));
    expect(vacancies.map((entry) => entry.id)).toEqual([...vacancies.map((e) => e.id)].sort((a, b) => b - a));
    const byDirector = await log(admin, `id_usuario=${directorId}`);
    expect(byDirector.map((entry) => entry.actor_nombre)).toContain('Diego Restrepo');
    expect(byDirector.every((entry) => entry.id_usuario === directorId)).toBe(true);
    const own = await log(admin, `entidad=vacante&entidad_id=${ownVacancy}`);
    expect(own.map((entry) => entry.accion)).toEqual(['crear']);
  });

  it('names the user a logged record points to (who reviewed a document), not their id', async () => {
    const reviewed = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/documents/${documentId}/review`,
      headers: admin.headers,
      payload: { decision: 'aprobado' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const [review] = await log(admin, `entidad=documento&entidad_id=${documentId}`);
    expect(review).toMatchObject({ accion: 'revisar', despues: { revisado_por: review!.actor_nombre } });
    expect(review!.actor_nombre).toMatch(/^\p{L}+ \p{L}+$/u);
  });

  it('pages with before_id and limit, and filters by date (Colombian days)', async () => {
    const [first] = await log(admin, 'limit=1');
    const next = await log(admin, `limit=2&before_id=${first!.id}`);
    expect(next).toHaveLength(2);
    expect(next.every((entry) => entry.id < first!.id)).toBe(true);
    const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 29 * 3_600_000).toISOString().slice(0, 10);
    expect((await log(admin, `desde=${today}&entidad=solicitud`)).length).toBe(1);
    expect(await log(admin, `hasta=${yesterday}&entidad=solicitud`)).toEqual([]);
  });
});

describe('GET /api/audit as other staff: one record in their scope', () => {
  it("reads a record of their own group's scope", async () => {
    const history = await log(director, `entidad=vacante&entidad_id=${ownVacancy}`);
    expect(history).toMatchObject([{ accion: 'crear', actor_nombre: 'Diego Restrepo' }]);
    expect(await log(designer, `entidad=vacante&entidad_id=${ownVacancy}`)).toHaveLength(1);
    expect(await log(director, `entidad=empresa&entidad_id=${ownCompany}`)).toEqual([]);
  });

  it("answers 404 for another group's records, and for ids that do not exist", async () => {
    const solicitud = (await log(admin, 'entidad=solicitud'))[0]!.entidad_id;
    for (const query of [
      `entidad=vacante&entidad_id=${otherVacancy}`,
      `entidad=postulacion&entidad_id=${otherApplication}`,
      `entidad=documento&entidad_id=${documentId}`,
      `entidad=solicitud&entidad_id=${solicitud}`,
      `entidad=empresa&entidad_id=${otherCompany}`,
      'entidad=vacante&entidad_id=999999',
      'entidad=vacante&entidad_id=uno',
      'entidad=documento&entidad_id=99999999999',
    ]) {
      const res = await read(director, query);
      expect(res.statusCode, query).toBe(404);
      expect(res.json().message).toBe(auditMessages.recordNotFound);
    }
    // The admin reads the same records.
    expect((await log(admin, `entidad=documento&entidad_id=${documentId}`)).at(-1)).toMatchObject({
      accion: 'abrir',
    });
  });

  it('answers 403 for the users history, admin-only records and the whole log', async () => {
    const users = await read(director, `entidad=usuario&entidad_id=${directorId}`);
    expect(users.statusCode).toBe(403);
    expect(users.json().message).toBe(auditMessages.usersAdminOnly);
    expect((await read(director, 'entidad=orden_linea&entidad_id=1')).json().message).toBe(
      auditMessages.adminOnly,
    );
    expect((await read(designer, `id_usuario=${directorId}`)).statusCode).toBe(403);
  });

  it('never answers a company user, not even about its own company', async () => {
    const res = await read(company, `entidad=empresa&entidad_id=${ownCompany}`);
    expect(res.statusCode).toBe(403);
    expect((await read(company, 'entidad=vacante')).statusCode).toBe(403);
  });
});
