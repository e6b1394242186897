import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsUpdate } from '@portal/shared/documents/rules';
import { auditListSchema } from '@portal/shared/audit';
import { staffCandidateDocumentsSchema } from '@portal/shared/documents/staff';
import { documentMessages, staffDocumentMessages } from '@portal/shared/messages';
import { asCandidate, type CandidateActor } from '../../../test-support/actors.js';
import {
  fetchReport,
  filesUnder,
  multipartBody,
  postAs,
  uploadPdfAs,
  type FilePart,
} from '../../../test-support/documents.js';
import { samplePdf } from '../../../lib/sample-files.js';
import { asStaff, createVacancyAs, type StaffActor } from '../../../test-support/staff.js';
import { mailNotificationsNow, mailsTo } from '../../../test-support/outbox.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';

// Document requests and review (issue 11 item 6): the agency asks, the candidate uploads, the agency
// approves or rejects with a reason, and every step shows on the candidate's side.
let ctx: TestContext;
let director: StaffActor;
let admin: StaffActor;
let applicant: CandidateActor;
let outsider: CandidateActor;
let vacancyId: number;
let documentId: number;
const TYPE = 3;

async function insertPdf(who: CandidateActor, title: string, typeId = TYPE) {
  const url = await uploadPdfAs(ctx, who, title);
  const res = await postAs(ctx, who, '/candidate/document/insert', {
    id_candidato: who.candidateId,
    documento: { id_documento: typeId, doc_url: url },
  });
  expect(res.statusCode).toBe(200);
  return res.json().id_documento_candidato as number;
}

beforeAll(async () => {
  ctx = await createTestApp();
  director = await asStaff(ctx, 'director@portal.local');
  admin = await asStaff(ctx, 'admin@portal.local');
  applicant = await asCandidate(ctx, '56000001', 'Jorge Iván Ríos');
  outsider = await asCandidate(ctx, '56000002', 'Sin Postulación');
  vacancyId = await createVacancyAs(ctx, director, {
    titulo: 'Conductor C2',
    descripcion: 'Conducción de camión sencillo para distribución urbana en Bogotá.',
    id_categoria: 2,
    salario: 1_900_000,
  });
  await postAs(ctx, applicant, '/candidate/applications', { id_vacante: vacancyId });
  documentId = await insertPdf(applicant, 'Licencia');
  await insertPdf(outsider, 'Licencia ajena');
});
afterAll(() => ctx.close());

const staffPost = (url: string, payload: object = {}, who = director) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: who.headers, payload });
const candidateFiles = async (id: number, who = director) =>
  ctx.app.inject({ url: `/api/staff/candidates/${id}/documents`, headers: { cookie: who.cookie } });
const typeOf = async (who: CandidateActor) =>
  (await fetchReport(ctx, who)).find((t) => t.id_documento === TYPE)!;
const mailsOf = (who: CandidateActor) => mailsTo(ctx, `${who.username}@example.co`);

describe('staff see and open a candidate’s documents', () => {
  it('lists the files of a candidate who applied in scope, pending review', async () => {
    const res = await candidateFiles(applicant.candidateId);
    expect(res.statusCode).toBe(200);
    const body = staffCandidateDocumentsSchema.parse(res.json());
    expect(body.candidato).toMatchObject({ nombre: 'Jorge Iván Ríos', numero_documento: '56000001' });
    const file = body.tipos.find((t) => t.id_documento === TYPE)!.documentos[0]!;
    expect(file).toMatchObject({ id_documento_candidato: documentId, estado_revision: 'pendiente' });
  });

  it('answers 404 for a candidate with no application in scope, 403 to company users', async () => {
    const res = await candidateFiles(outsider.candidateId);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(staffDocumentMessages.candidateNotFound);
    const company = await asStaff(ctx, 'empresa@portal.local');
    expect((await candidateFiles(applicant.candidateId, company)).statusCode).toBe(403);
  });

  it('opens a file through a signed link and writes who opened it to the audit log', async () => {
    const res = await staffPost(`/staff/documents/${documentId}/open`);
    expect(res.statusCode).toBe(200);
    const file = await ctx.app.inject({ url: res.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF')).toBe(true);
    const log = auditListSchema.parse(
      (
        await ctx.app.inject({
          url: `/api/audit?entidad=documento&entidad_id=${documentId}`,
          headers: { cookie: admin.cookie },
        })
      ).json(),
    );
    expect(log.map((entry) => entry.accion)).toContain('abrir');
    // The candidate reads who opened it (Mis datos); another candidate reads nothing of it.
    const seen = (who: CandidateActor) =>
      ctx.app.inject({ url: '/api/candidate/document-openings', headers: who.headers }).then((r) => r.json());
    expect(await seen(applicant)).toEqual([
      expect.objectContaining({ para: null, quien: expect.stringMatching(/\S+ \S+/) }),
    ]);
    expect(await seen(outsider)).toEqual([]);
  });

  it('refuses to open without the CSRF token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/documents/${documentId}/open`,
      headers: { cookie: director.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('review', () => {
  it('asks a reason to reject', async () => {
    const res = await staffPost(`/staff/documents/${documentId}/review`, { decision: 'rechazado' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(staffDocumentMessages.reasonRequired);
  });

  it('rejects with a reason: the candidate’s card needs an update and they get an e-mail', async () => {
    const res = await staffPost(`/staff/documents/${documentId}/review`, {
      decision: 'rechazado',
      motivo: 'La foto está borrosa; no se lee la categoría.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(staffDocumentMessages.rejected);
    const type = await typeOf(applicant);
    expect(type.documentos[0]).toMatchObject({
      estado_revision: 'rechazado',
      motivo_rechazo: 'La foto está borrosa; no se lee la categoría.',
    });
    expect(needsUpdate(type)).toBe(true);
    expect(type.solicitudes[0]?.client_doc_description).toBe('La foto está borrosa; no se lee la categoría.');
    expect((await mailsOf(applicant))[0]?.subject).toMatch(/necesita una versión nueva/);
  });

  it('a new file answers the request and goes back to pending; approving sets the expiry', async () => {
    const type = await typeOf(applicant);
    const url = await uploadPdfAs(ctx, applicant, 'Licencia nitida');
    const edited = await postAs(ctx, applicant, '/candidate/document/edit', {
      id_documento_candidato: documentId,
      doc_url: url,
      ids_solicitudes_documentos_gestionadas: type.solicitudes.map((s) => s.id),
    });
    expect(edited.statusCode).toBe(200);
    const replaced = await typeOf(applicant);
    expect(replaced.documentos[0]).toMatchObject({ estado_revision: 'pendiente', motivo_rechazo: null });
    expect(needsUpdate(replaced)).toBe(false);

    const approved = await staffPost(`/staff/documents/${documentId}/review`, {
      decision: 'aprobado',
      fecha_vencimiento: '2027-03-31',
    });
    expect(approved.statusCode).toBe(200);
    expect((await typeOf(applicant)).documentos[0]).toMatchObject({
      estado_revision: 'aprobado',
      fecha_vencimiento: '2027-03-31',
    });
  });

  it('refuses an impossible expiry date and another candidate’s file out of scope', async () => {
    const bad = await staffPost(`/staff/documents/${documentId}/review`, {
      decision: 'aprobado',
      fecha_vencimiento: '2027-02-31',
    });
    expect(bad.statusCode).toBe(400);
    const outsiderFile = (await typeOf(outsider)).documentos[0]!.id_documento_candidato;
    const res = await staffPost(`/staff/documents/${outsiderFile}/review`, { decision: 'aprobado' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(staffDocumentMessages.documentNotFound);
  });
});

describe('requests', () => {
  it('lists the document types to ask for', async () => {
    const res = await ctx.app.inject({
      url: '/api/staff/document-types',
      headers: { cookie: director.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual(expect.objectContaining({ id_documento: TYPE }));
  });

  it('asks every active candidate of a vacancy at once; each sees it and gets an e-mail', async () => {
    const res = await staffPost('/staff/document-requests', {
      id_vacante: vacancyId,
      id_documento: 6,
      client_doc_name: 'Certificado de antecedentes',
      client_doc_description: 'Descárgalo de la página de la Policía Nacional.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Solicitud enviada al candidato.', total: 1 });
    const report = await fetchReport(ctx, applicant);
    const asked = report.find((t) => t.id_documento === 6)!.solicitudes;
    expect(asked.map((s) => s.client_doc_name)).toContain('Certificado de antecedentes');
    await mailNotificationsNow(ctx);
    expect((await mailsOf(applicant))[0]?.subject).toBe(
      'Te pidieron un documento: Certificado de antecedentes',
    );
  });

  it('asks one candidate in scope; refuses both targets, none, or a candidate out of scope', async () => {
    const one = await staffPost('/staff/document-requests', {
      id_candidato: applicant.candidateId,
      id_documento: 5,
      client_doc_name: 'Examen médico',
    });
    expect(one.statusCode).toBe(200);
    const both = await staffPost('/staff/document-requests', {
      id_candidato: applicant.candidateId,
      id_vacante: vacancyId,
      id_documento: 5,
      client_doc_name: 'Examen médico',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain(staffDocumentMessages.requestTarget);
    const out = await staffPost('/staff/document-requests', {
      id_candidato: outsider.candidateId,
      id_documento: 5,
      client_doc_name: 'Examen médico',
    });
    expect(out.statusCode).toBe(404);
    expect((await typeOf(outsider)).solicitudes).toEqual([]);
  });

  it('refuses a client file whose body is cut before its closing boundary, storing nothing', async () => {
    const before = await filesUnder(ctx.env.uploadsDir);
    const { payload, contentType } = multipartBody({}, { data: samplePdf(['Cortado']), name: 'corte.pdf' });
    const boundary = /boundary=(.+)$/.exec(contentType)![1]!;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/client-files',
      headers: { ...director.headers, 'content-type': contentType },
      payload: payload.subarray(0, payload.lastIndexOf(Buffer.from(`--${boundary}--`)) - 40),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(documentMessages.uploadIncomplete);
    expect(await filesUnder(ctx.env.uploadsDir)).toEqual(before);
  });

  it('attaches a client file the candidate can open; refuses a file that is not one of ours', async () => {
    const upload = (file: FilePart) => {
      const body = multipartBody({}, file);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/staff/client-files',
        headers: { ...director.headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const text = await upload({ data: Buffer.from('hola'), name: 'notas.txt', contentType: 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Tipo de archivo no permitido. Solo se aceptan PNG, JPG y PDF.');
    const pdf = await upload({ data: samplePdf(['Reglamento interno']), name: 'Reglamento interno.pdf' });
    expect(pdf.statusCode).toBe(201);
    const url = pdf.json().client_doc_url as string;
    expect(url).toMatch(/^\/api\/files\/solicitudes\/[0-9a-f-]+\/Reglamento-interno\.pdf$/);
    const bogus = await staffPost('/staff/document-requests', {
      id_candidato: applicant.candidateId,
      id_documento: 14,
      client_doc_name: 'Reglamento interno firmado',
      client_doc_url: '/api/files/otra-carpeta/x.pdf',
    });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().message).toBe(staffDocumentMessages.fileGone);
    const asked = await staffPost('/staff/document-requests', {
      id_candidato: applicant.candidateId,
      id_documento: 14,
      client_doc_name: 'Reglamento interno firmado',
      client_doc_url: url,
    });
    expect(asked.statusCode).toBe(200);
    const request = (await fetchReport(ctx, applicant))
      .find((t) => t.id_documento === 14)!
      .solicitudes.find((s) => s.client_doc_name === 'Reglamento interno firmado')!;
    expect(request.client_doc_url).toBe(url);
    const signed = await postAs(ctx, applicant, '/get_presigned_urls', { urls: [url] });
    expect(signed.statusCode).toBe(200);
  });
});
