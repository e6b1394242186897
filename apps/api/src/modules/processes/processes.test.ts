import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationListSchema } from '@portal/shared/applications/candidate';
import { clientProcessMessages, shareCvMessages } from '@portal/shared/messages';
import { processDetailSchema, processListSchema } from '@portal/shared/processes/client';
import { asCandidate, signedUpWith, type CandidateActor } from '../../test-support/actors.js';
import { postAs, uploadPdfAs } from '../../test-support/documents.js';
import { asStaff, createVacancyAs, type StaffActor, companyIdAs } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// The client company's processes (issue 12, first part): a company sees only its own vacancies as
// processes, approves or rejects the candidates the agency sent, and the candidate sees the decision.
let ctx: TestContext;
let director: StaffActor;
let company: StaffActor;
let otherCompany: StaffActor;
let processId: number;
let vacancyId: number;
const applications: number[] = [];
const candidates: CandidateActor[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  director = await asStaff(ctx, 'director@portal.local');
  company = await asStaff(ctx, 'empresa@portal.local');
  otherCompany = await asStaff(ctx, 'empresa2@portal.local');
  vacancyId = await createVacancyAs(ctx, director, {
    titulo: 'Operador de montacargas',
    descripcion: 'Operación de montacargas eléctrico en centro de distribución.',
    id_categoria: 1,
    salario: 1_800_000,
    id_empresa: await companyIdAs(ctx, director),
  });
  // A vacancy opened for a company directly is one process of that company, newest first.
  processId = processListSchema.parse((await get('/api/client/processes', company)).json())[0]!.id;
  for (const [i, document] of ['58000001', '58000002', '58000003'].entries()) {
    // Only the first lets the agency share with companies, so only she shares by applying (0028).
    const sharing = signedUpWith({ compartir: i === 0, alertas: false });
    const candidate = await asCandidate(ctx, document, `Candidato ${i + 1} Prueba`, sharing);
    candidates.push(candidate);
    const applied = await postAs(ctx, candidate, '/candidate/applications', { id_vacante: vacancyId });
    const id = applied.json().application.id_postulacion as number;
    applications.push(id);
    for (const estado of ['preseleccionada', 'enviada_cliente'])
      await ctx.app.inject({
        method: 'POST',
        url: `/api/staff/applications/${id}/estado`,
        headers: director.headers,
        payload: { estado },
      });
  }
});
afterAll(() => ctx.close());

const get = (url: string, who: StaffActor) => ctx.app.inject({ url, headers: { cookie: who.cookie } });
const decide = (payload: object, who = company, id = processId) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/client/processes/${id}/decisions`,
    headers: who.headers,
    payload,
  });
const candidateState = async (who: CandidateActor) =>
  applicationListSchema
    .parse((await ctx.app.inject({ url: '/api/candidate/applications', headers: who.headers })).json())
    .find((application) => application.id_vacante === vacancyId)!.estado;

describe('client processes', () => {
  it('lists the company’s own vacancies as processes, with the candidates waiting for it', async () => {
    const res = await get('/api/client/processes', company);
    expect(res.statusCode).toBe(200);
    const mine = processListSchema.parse(res.json()).find((p) => p.id === processId);
    expect(mine).toMatchObject({ nombre: 'Operador de montacargas', estado: 'En progreso', pendientes: 3 });
    const theirs = processListSchema.parse((await get('/api/client/processes', otherCompany)).json());
    expect(theirs.map((p) => p.id)).not.toContain(processId);
  });

  it('shows the process with its request and the shortlist; another company gets 404', async () => {
    const detail = processDetailSchema.parse(
      (await get(`/api/client/processes/${processId}`, company)).json(),
    );
    expect(detail.solicitud).toMatchObject({
      cargo: 'Operador de montacargas',
      estado: 'aceptada',
      pedido: null,
    });
    expect(detail.solicitud.vacante).toMatchObject({ id_vacante: vacancyId, postulaciones: 3 });
    expect(detail.candidatos.map((c) => [c.estado, c.progreso])).toEqual([
      ['pendiente', 40],
      ['pendiente', 40],
      ['pendiente', 40],
    ]);
    const foreign = await get(`/api/client/processes/${processId}`, otherCompany);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(clientProcessMessages.notFound);
  });

  it('keeps agency staff out of the client calls', async () => {
    const res = await get('/api/client/processes', director);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Esta sección es solo para los usuarios de empresas cliente.');
  });

  it('refuses a rejection without a comment and a decision on another company’s process', async () => {
    const noComment = await decide({ ids_postulacion: [applications[0]], decision: 'rechazado' });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().message).toContain(clientProcessMessages.commentRequired);
    const foreign = await decide({ ids_postulacion: [applications[0]], decision: 'aprobado' }, otherCompany);
    expect(foreign.statusCode).toBe(404);
    // All or nothing: one unknown id among good ones and nobody is approved.
    const mixed = await decide({ ids_postulacion: [applications[0], 2_000_000_000], decision: 'aprobado' });
    expect(mixed.statusCode).toBe(404);
    expect(await candidateState(candidates[0]!)).toBe('enviada_cliente');
  });

  it('approves two at once and rejects one with a comment; each candidate sees it', async () => {
    const approved = await decide({ ids_postulacion: applications.slice(0, 2), decision: 'aprobado' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe('2 candidatos aprobados.');
    const rejected = await decide({
      ids_postulacion: [applications[2]],
      decision: 'rechazado',
      comentario: 'Buscamos experiencia en montacargas de gas.',
    });
    expect(rejected.json().message).toBe('Candidato rechazado.');
    expect(await candidateState(candidates[0]!)).toBe('aprobada');
    expect(await candidateState(candidates[2]!)).toBe('rechazada');
    const detail = processDetailSchema.parse(
      (await get(`/api/client/processes/${processId}`, company)).json(),
    );
    const third = detail.candidatos.find((c) => c.id_postulacion === applications[2])!;
    expect(third).toMatchObject({ estado: 'rechazado' });
    expect(third.comentarios).toContain('Buscamos experiencia en montacargas de gas.');
  });

  it('does not decide twice on the same candidate', async () => {
    const again = await decide({
      ids_postulacion: [applications[0]],
      decision: 'rechazado',
      comentario: 'No',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(clientProcessMessages.notPending);
    expect(await candidateState(candidates[0]!)).toBe('aprobada');
  });

  it('shows a CV only to the company of a candidate who authorized it, until withdrawn', async () => {
    const share = (who: CandidateActor, id: number, autoriza: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/candidate/applications/${id}/share`,
        headers: who.headers,
        payload: { autoriza },
      });
    for (const who of candidates.slice(0, 2)) {
      const url = await uploadPdfAs(ctx, who, 'hoja-de-vida');
      await postAs(ctx, who, '/candidate/document/insert', {
        id_candidato: who.candidateId,
        documento: { id_documento: 2, doc_url: url },
      });
    }
    const cvOf = async (i: number) =>
      processDetailSchema
        .parse((await get(`/api/client/processes/${processId}`, company)).json())
        .candidatos.find((c) => c.id_postulacion === applications[i])!.hojaDeVida;
    // She authorized sharing at sign-up, so applying shared this application already.
    expect(await cvOf(0)).not.toBeNull();
    expect((await share(candidates[0]!, applications[1]!, true)).statusCode).toBe(404);
    const granted = await share(candidates[0]!, applications[0]!, true);
    expect(granted.json().message).toBe(shareCvMessages.granted);
    const link = await cvOf(0);
    expect(link).toBe(`/api/client/processes/${processId}/candidatos/${applications[0]}/hoja-de-vida`);
    const opened = await get(link!, company);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/signature=/);
    expect((await ctx.app.inject({ url: opened.headers.location as string })).statusCode).toBe(200);
    // Another company cannot open it, and nobody opens a CV that was not shared.
    expect((await get(link!, otherCompany)).statusCode).toBe(404);
    expect(await cvOf(1)).toBeNull();
    // One application cannot be shared while the sharing authorization of Mis datos is not given.
    const refused = await share(candidates[1]!, applications[1]!, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(shareCvMessages.needsSharingConsent);
    expect(await cvOf(1)).toBeNull();
    const unshared = await get(
      `/api/client/processes/${processId}/candidatos/${applications[1]}/hoja-de-vida`,
      company,
    );
    expect(unshared.statusCode).toBe(404);
    // The candidate sees who opened it, for which company.
    const openings = await ctx.app.inject({
      url: '/api/candidate/document-openings',
      headers: candidates[0]!.headers,
    });
    expect(openings.json()).toEqual([
      expect.objectContaining({
        documento: 'Hoja de vida',
        para: expect.any(String),
        quien: expect.any(String),
      }),
    ]);
    expect(
      (
        await ctx.app.inject({ url: '/api/candidate/document-openings', headers: candidates[1]!.headers })
      ).json(),
    ).toEqual([]);

    // Withdrawing the sharing authorization in Mis datos hides it at once, link included.
    const withdraw = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/consents',
      headers: candidates[0]!.headers,
      payload: { tipo: 'compartir', otorgado: false },
    });
    expect(withdraw.statusCode).toBe(200);
    expect(await cvOf(0)).toBeNull();
    const afterWithdrawal = await get(link!, company);
    expect(afterWithdrawal.statusCode).toBe(404);
    expect(afterWithdrawal.json().message).toBe(clientProcessMessages.cvNotShared);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/consents',
      headers: candidates[0]!.headers,
      payload: { tipo: 'compartir', otorgado: true },
    });
    expect(await cvOf(0)).toBe(link);
    const mine = applicationListSchema
      .parse(
        (
          await ctx.app.inject({ url: '/api/candidate/applications', headers: candidates[0]!.headers })
        ).json(),
      )
      .find((a) => a.id_postulacion === applications[0])!;
    expect(mine.comparte_hv).toBe(true);
    expect((await share(candidates[0]!, applications[0]!, false)).json().message).toBe(
      shareCvMessages.withdrawn,
    );
    expect(await cvOf(0)).toBeNull();
  });
});
