import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationListSchema } from '@portal/shared/applications/candidate';
import { processDetailSchema, processListSchema } from '@portal/shared/processes/client';
import { hiringRecordListSchema } from '@portal/shared/applications/hiring';
import { hiringMessages } from '@portal/shared/messages';
import { asCandidate, type CandidateActor } from '../../../test-support/actors.js';
import { fetchReport, postAs, uploadPdfAs } from '../../../test-support/documents.js';
import {
  asStaff,
  createVacancyAs,
  HIRE_STRAIGHT_AWAY,
  moveApplicationAs,
  type StaffActor,
  companyIdAs,
} from '../../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';

// Issue 12 item 5, Contratación: each hiring step marked by its owner; the first mark starts hiring,
// the last (with the candidate's documents complete) hires, and the candidate sees each move.
let ctx: TestContext;
let director: StaffActor;
let company: StaffActor;
let otherCompany: StaffActor;
let candidate: CandidateActor;
let vacancyId: number;
let processId: number;
let applicationId: number;

const get = (url: string, who: StaffActor) => ctx.app.inject({ url, headers: { cookie: who.cookie } });
const agencyMark = (paso: string, completado = true, who = director) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${applicationId}/hiring-steps/${paso}`,
    headers: who.headers,
    payload: { completado, comentario: `${paso} listo` },
  });
const companyMark = (paso: string, who = company, id = processId) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/client/processes/${id}/hiring-steps`,
    headers: who.headers,
    payload: { id_postulacion: applicationId, paso, completado: true },
  });
const applicationState = async () =>
  applicationListSchema
    .parse((await ctx.app.inject({ url: '/api/candidate/applications', headers: candidate.headers })).json())
    .find((application) => application.id_vacante === vacancyId)!.estado;
const record = async () =>
  processDetailSchema.parse((await get(`/api/client/processes/${processId}`, company)).json())
    .contratacion[0]!;

beforeAll(async () => {
  ctx = await createTestApp();
  director = await asStaff(ctx, 'director@portal.local');
  company = await asStaff(ctx, 'empresa@portal.local');
  otherCompany = await asStaff(ctx, 'empresa2@portal.local');
  vacancyId = await createVacancyAs(ctx, director, {
    titulo: 'Auxiliar de bodega',
    descripcion: 'Recibo y despacho de mercancía en el centro de distribución.',
    id_categoria: 2,
    salario: 1_900_000,
    id_empresa: await companyIdAs(ctx, director),
  });
  processId = processListSchema.parse((await get('/api/client/processes', company)).json())[0]!.id;
  candidate = await asCandidate(ctx, '59000001', 'Rosa Prueba');
  applicationId = (await postAs(ctx, candidate, '/candidate/applications', { id_vacante: vacancyId })).json()
    .application.id_postulacion;
  for (const estado of ['preseleccionada', 'enviada_cliente'])
    await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/applications/${applicationId}/estado`,
      headers: director.headers,
      payload: { estado },
    });
});
afterAll(() => ctx.close());

describe('hiring steps', () => {
  it('refuses to mark steps before the company approves the candidate', async () => {
    const res = await agencyMark('examen_medico');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(hiringMessages.notInHiring);
  });

  it('shows the approved candidate’s record: every step pending, documents derived', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: `/api/client/processes/${processId}/decisions`,
      headers: company.headers,
      payload: { ids_postulacion: [applicationId], decision: 'aprobado' },
    });
    const first = await record();
    expect(first).toMatchObject({ nombre: 'Rosa Prueba', estado: 'Pendiente', progreso: 0 });
    expect(first.pasos.map((p) => [p.paso, p.responsable, p.completado])).toEqual([
      ['documentos', 'candidato', 'Pendiente'],
      ['examen_medico', 'agencia', 'Pendiente'],
      ['contrato', 'agencia', 'Pendiente'],
      ['seguridad_social', 'agencia', 'Pendiente'],
      ['induccion', 'cliente', 'Pendiente'],
    ]);
  });

  it('lets each side mark only its own steps, and nobody else’s candidates', async () => {
    const companyOnAgencyStep = await companyMark('contrato');
    expect(companyOnAgencyStep.statusCode).toBe(403);
    expect(companyOnAgencyStep.json().message).toBe(hiringMessages.notYours('agencia'));
    const agencyOnCompanyStep = await agencyMark('induccion');
    expect(agencyOnCompanyStep.statusCode).toBe(403);
    expect(agencyOnCompanyStep.json().message).toBe(hiringMessages.notYours('cliente'));
    expect((await agencyMark('documentos')).statusCode).toBe(400);
    const foreign = await companyMark('induccion', otherCompany);
    expect(foreign.statusCode).toBe(404);
    expect(await applicationState()).toBe('aprobada');
  });

  it('starts hiring at the first mark; the candidate sees “en contratación”', async () => {
    const res = await agencyMark('examen_medico');
    expect(res.json().message).toBe(hiringMessages.marked('Examen médico ocupacional', true));
    expect(await applicationState()).toBe('en_contratacion');
    expect(await record()).toMatchObject({ estado: 'En Proceso', progreso: 20 });
    const staffView = hiringRecordListSchema.parse(
      (await get(`/api/staff/vacancies/${vacancyId}/hiring`, director)).json(),
    );
    expect(staffView[0]!.pasos[1]).toMatchObject({
      completado: 'Completado',
      comentario: 'examen_medico listo',
    });
  });

  it('waits on the candidate when only the documents are missing, then hires at the last mark', async () => {
    await agencyMark('contrato');
    await agencyMark('seguridad_social');
    expect((await companyMark('induccion')).json().message).toBe(
      hiringMessages.marked('Inducción en la empresa', true),
    );
    expect(await record()).toMatchObject({ estado: 'En Espera', progreso: 80 });
    expect(await applicationState()).toBe('en_contratacion');
    // The candidate loads every required document; the next mark completes the hire.
    const required = (await fetchReport(ctx, candidate)).filter((type) => type.obligatorio);
    for (const type of required) {
      const url = await uploadPdfAs(ctx, candidate, `tipo-${type.id_documento}`);
      const res = await postAs(ctx, candidate, '/candidate/document/insert', {
        id_candidato: candidate.candidateId,
        documento: { id_documento: type.id_documento, doc_url: url },
      });
      expect(res.statusCode).toBe(200);
    }
    const hired = await companyMark('induccion');
    expect(hired.json().message).toBe(hiringMessages.hired('Inducción en la empresa'));
    expect(await applicationState()).toBe('contratada');
    expect(await record()).toMatchObject({ estado: 'Completado', progreso: 100 });
    // Hired: the company now sees the candidate's age, experience and certificates (none filled in).
    const hiredRow = processDetailSchema
      .parse((await get(`/api/client/processes/${processId}`, company)).json())
      .candidatos.find((c) => c.id_postulacion === applicationId)!;
    expect(hiredRow).toMatchObject({ edad: null, experiencia: null, certificaciones: [] });
    expect(hiredRow.fechaContratacion).not.toBeNull();
    const undo = await agencyMark('contrato', false);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe(hiringMessages.alreadyHired);
  });

  it('shows age, experience and certificates of hired people only (demo data)', async () => {
    const details = await Promise.all(
      processListSchema
        .parse((await get('/api/client/processes', company)).json())
        .map(async (p) =>
          processDetailSchema.parse((await get(`/api/client/processes/${p.id}`, company)).json()),
        ),
    );
    const demo = details.find((d) => d.candidatos.some((c) => c.nombre.startsWith('Carlos')))!;
    const carlos = demo.candidatos.find((c) => c.nombre.startsWith('Carlos'))!;
    expect(carlos).toMatchObject({ estado: 'contratado', experiencia: 8 });
    expect(carlos.edad).toBeGreaterThanOrEqual(35);
    expect(carlos.certificaciones).toEqual(['Licencia de montacargas', 'Curso de alturas']);
    const notHired = demo.candidatos.filter((c) => c.estado !== 'contratado');
    expect(notHired.length).toBeGreaterThan(0);
    expect(
      notHired.every((c) => c.edad === null && c.experiencia === null && c.certificaciones.length === 0),
    ).toBe(true);
  });

  it('keeps the documents step true to the report when the agency hires from the board, overriding', async () => {
    const hiredEarly = await asCandidate(ctx, '59000002', 'Luis Prueba');
    const id = (await postAs(ctx, hiredEarly, '/candidate/applications', { id_vacante: vacancyId })).json()
      .application.id_postulacion;
    await moveApplicationAs(ctx, director, id, HIRE_STRAIGHT_AWAY);
    const board = processDetailSchema.parse(
      (await get(`/api/client/processes/${processId}`, company)).json(),
    ).contratacion;
    const documentsStep = (applicationOf: number) =>
      board
        .find((row) => row.id_postulacion === applicationOf)!
        .pasos.find((step) => step.paso === 'documentos')?.completado;
    // Hired, but no document was ever loaded: the step says so instead of showing it done.
    expect(board.find((row) => row.id_postulacion === id)).toMatchObject({
      estado: 'Completado',
      progreso: 100,
    });
    expect(documentsStep(id)).toBe('Pendiente');
    // Read in one query for the whole board: each candidate still gets their own report.
    expect(documentsStep(applicationId)).toBe('Completado');
  });
});
