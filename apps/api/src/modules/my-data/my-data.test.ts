import { rm } from 'node:fs/promises';
import { getTableColumns } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_CV_CONSENT } from '@portal/shared/applications/candidate';
import { processListSchema } from '@portal/shared/processes/client';
import { bogotaToday } from '@portal/shared/documents/rules';
import { myDataMessages } from '@portal/shared/messages';
import { candidatos } from '../../db/schema/index.js';
import { samplePdf } from '../../lib/sample-files.js';
import { asCandidate, asDemoCandidate, type CandidateActor } from '../../test-support/actors.js';
import { fetchReport, postAs, postUpload } from '../../test-support/documents.js';
import { asStaff, createVacancyAs, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { findUser } from '../identity/store/users.js';

// "Descargar mis datos" (issue 15 item 3; Ley 1581 de 2012, art. 8 lit. a and b, art. 14): one ZIP with
// everything the portal holds about the caller, their files' bytes, and nothing of anyone else.
let ctx: TestContext;
let director: StaffActor;
let admin: StaffActor;
let demo: CandidateActor;
let other: CandidateActor;
let vacancyId: number;
const demoPdf = samplePdf(['Certificado laboral de Ana', 'Bodega Central 2024']);
const otherPdf = samplePdf(['ARCHIVO-PRIVADO-DE-ZORAIDA']);

interface Export {
  status: number;
  headers: Record<string, unknown>;
  files: Record<string, Uint8Array>;
  json: Record<string, unknown> & Record<string, Record<string, unknown>[]>;
  text: string;
}

async function exportOf(who: CandidateActor): Promise<Export> {
  const res = await ctx.app.inject({ url: '/api/candidate/my-data', headers: who.headers });
  expect(res.statusCode).toBe(200);
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const decoder = new TextDecoder();
  return {
    status: res.statusCode,
    headers: res.headers,
    files,
    json: JSON.parse(decoder.decode(files['mis-datos.json'])),
    // Every byte of every entry, as text, to look for what must not be there.
    text: Object.entries(files)
      .map(([name, bytes]) => `${name}\n${decoder.decode(bytes)}\n${Buffer.from(bytes).toString('latin1')}`)
      .join('\n'),
  };
}

/** Uploads a PDF as `who` and saves it as a document of that type. */
async function addDocument(who: CandidateActor, title: string, typeId: number, data: Buffer) {
  const upload = await postUpload(ctx, who, title, data);
  expect(upload.statusCode).toBe(200);
  const insert = await postAs(ctx, who, '/candidate/document/insert', {
    id_candidato: who.candidateId,
    documento: { id_documento: typeId, doc_url: upload.json().url },
  });
  expect(insert.statusCode).toBe(200);
  return insert.json().id_documento_candidato as number;
}

const move = (applicationId: number, estado: string, nota?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${applicationId}/estado`,
    headers: director.headers,
    payload: { estado, nota },
  });

async function applyAndMove(who: CandidateActor) {
  const res = await postAs(ctx, who, '/candidate/applications', { id_vacante: vacancyId });
  const id = res.json().application.id_postulacion as number;
  expect((await move(id, 'preseleccionada', `Buen perfil ${who.username}`)).statusCode).toBe(200);
  expect((await move(id, 'enviada_cliente')).statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  director = await asStaff(ctx, 'director@portal.local');
  admin = await asStaff(ctx, 'admin@portal.local');
  const company = await asStaff(ctx, 'empresa@portal.local');
  const companies = (
    await ctx.app.inject({ url: '/api/companies', headers: { cookie: director.cookie } })
  ).json();
  vacancyId = await createVacancyAs(ctx, director, {
    titulo: 'Auxiliar de bodega nocturno',
    descripcion: 'Recibo y despacho de mercancía en el centro de distribución.',
    id_categoria: 2,
    salario: 1_900_000,
    id_empresa: (companies as { id_empresa: number; razon_social: string }[]).find(
      (row) => row.razon_social === 'Logística Andina S.A.S.',
    )!.id_empresa,
  });
  const processes = await ctx.app.inject({
    url: '/api/client/processes',
    headers: { cookie: company.cookie },
  });
  const processId = processListSchema.parse(processes.json())[0]!.id;

  // Someone else, with distinctive values everywhere: none of them may reach the demo's export.
  other = await asCandidate(ctx, '77665544', 'Zoraida Villalobos Ibarguen');
  await addDocument(other, 'Certificados laborales', 13, otherPdf);
  await applyAndMove(other);

  demo = await asDemoCandidate(ctx);
  await addDocument(demo, 'Certificados laborales', 13, demoPdf);
  const applicationId = await applyAndMove(demo);
  await ctx.app.inject({
    method: 'PUT',
    url: `/api/candidate/applications/${applicationId}/share`,
    headers: demo.headers,
    payload: { autoriza: true },
  });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/client/processes/${processId}/decisions`,
    headers: company.headers,
    payload: { ids_postulacion: [applicationId], decision: 'aprobado' },
  });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${applicationId}/hiring-steps/examen_medico`,
    headers: director.headers,
    // Shared with her: an internal comment would stay out of her export (decision 0056).
    payload: { completado: true, comentario: 'Examen médico apto', audiencia: 'candidato' },
  });
  // The agency reviews and opens her CV; the PNG diploma is then lost from storage.
  const report = await fetchReport(ctx, demo);
  const cv = report.find((type) => type.id_documento === 2)!.documentos[0]!;
  await ctx.app.inject({
    method: 'POST',
    url: `/api/staff/documents/${cv.id_documento_candidato}/review`,
    headers: admin.headers,
    payload: { decision: 'aprobado', fecha_vencimiento: '2030-01-31' },
  });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/staff/documents/${cv.id_documento_candidato}/open`,
    headers: admin.headers,
  });
  const diploma = report.find((type) => type.id_documento === 12)!.documentos[0]!;
  await rm(`${ctx.env.uploadsDir}/${diploma.doc_url.slice('/api/files/'.length)}`);
});
afterAll(() => ctx.close());

describe('GET /api/candidate/my-data', () => {
  let zip: Export;
  beforeAll(async () => {
    zip = await exportOf(demo);
  });

  it('answers a ZIP to download, named after the document number and the day, kept by no cache', () => {
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(
      `attachment; filename="mis-datos-1020304050-${bogotaToday()}.zip"; filename*=UTF-8''mis-datos-1020304050-${bogotaToday()}.zip`,
    );
    expect(zip.headers['cache-control']).toBe('no-store');
  });

  it('holds every stored file with the bytes uploaded, under its document type', () => {
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual([
      'archivos/Certificados laborales/Certificados-laborales.pdf',
      'archivos/Cédula de ciudadanía/cedula-ana-maria-rodriguez.pdf',
      'archivos/Hoja de vida/hoja-de-vida-ana-maria.pdf',
      'mis-datos.json',
    ]);
    expect(Buffer.from(zip.files['archivos/Certificados laborales/Certificados-laborales.pdf']!)).toEqual(
      demoPdf,
    );
  });

  it('has the candidate record whole, and the account without any secret', async () => {
    const { candidato, cuenta } = zip.json as unknown as Record<string, Record<string, unknown>>;
    expect(Object.keys(candidato!).sort()).toEqual(Object.keys(getTableColumns(candidatos)).sort());
    expect(candidato).toMatchObject({ numero_documento: '1020304050', id_candidato: demo.candidateId });
    expect(cuenta).toMatchObject({
      usuario: '1020304050',
      correo: 'ana.rodriguez@example.co',
      telefono: '+573001234567',
      estado: 'CONFIRMED',
      verificacion_app_activa: false,
    });
    expect(zip.text).not.toMatch(
      /srp|salt|verifier|totp_secret|code_hash|token_hash|password|sign_up_context/i,
    );
    const account = (await findUser(ctx.app.db, '1020304050'))!;
    expect(zip.text).not.toContain(account.srp_verifier);
    expect(zip.text).not.toContain(account.srp_salt);
  });

  it('lists the notifications they got, with when each was read and mailed, and their preferences', () => {
    const { avisos, preferencias_de_avisos } = zip.json;
    expect(avisos!.length).toBeGreaterThan(0);
    expect(avisos!.map((entry) => entry.evento)).toContain('postulacion_actualizada');
    expect(avisos![0]).toHaveProperty('leida_en');
    expect(avisos![0]).toHaveProperty('entrega', 'inmediato');
    expect(preferencias_de_avisos!.map((entry) => entry.evento)).toContain('documento_solicitado');
  });

  it('lists the consents, applications with their hiring steps, documents, requests and the audit', () => {
    const { autorizaciones, postulaciones, documentos, solicitudes_documentos, auditoria } = zip.json;
    expect(autorizaciones!.map((entry) => [entry.tipo, entry.otorgado])).toEqual([
      ['tratamiento', true],
      ['compartir', true],
      ['alertas', true],
    ]);
    // Her two demo hires at Logística Andina (issue 31 item 6), and the application made here.
    expect(postulaciones).toHaveLength(3);
    const mine = postulaciones!.find(
      (entry) => (entry as { vacante: { id_vacante: number } }).vacante.id_vacante === vacancyId,
    );
    expect(mine).toMatchObject({
      vacante: { id_vacante: vacancyId, titulo: 'Auxiliar de bodega nocturno', estado: 'abierta' },
      proceso_cliente: { empresa_cliente: 'Logística Andina S.A.S.' },
      estado: 'en_contratacion',
      comparte_hv: true,
      comparte_hv_texto: SHARE_CV_CONSENT,
    });
    const application = mine as { historial: { estado: string; por: string | null }[] };
    expect(application.historial.map((entry) => [entry.estado, entry.por])).toEqual([
      ['recibida', null],
      ['preseleccionada', 'Diego Restrepo'],
      ['enviada_cliente', 'Diego Restrepo'],
      ['aprobada', expect.any(String)],
      ['en_contratacion', 'Diego Restrepo'],
    ]);
    expect(JSON.stringify(mine)).toContain('Examen médico apto');

    const cv = documentos!.find((document) => document.id_documento === 2)!;
    expect(cv).toMatchObject({
      tipo: 'Hoja de vida',
      estado_revision: 'aprobado',
      revisado_por: 'Adriana Morales',
      fecha_vencimiento: '2030-01-31',
      archivo: 'archivos/Hoja de vida/hoja-de-vida-ana-maria.pdf',
      nota_archivo: null,
    });
    expect(cv.archivo_bytes).toBe(zip.files['archivos/Hoja de vida/hoja-de-vida-ana-maria.pdf']!.length);
    // A file storage lost does not break the export: its record stays, with a note.
    expect(documentos!.find((document) => document.id_documento === 12)).toMatchObject({
      archivo: null,
      nota_archivo: myDataMessages.fileMissing,
    });
    expect(solicitudes_documentos!.map((request) => request.solicitado_por)).toContain(
      'Logística Andina S.A.S.',
    );
    const acts = auditoria!.map((entry) => `${entry.entidad}:${entry.accion}`);
    expect(acts).toEqual(
      expect.arrayContaining([
        'postulacion:mover',
        'postulacion:autorizar_compartir_hv',
        'postulacion:completar_paso',
        'documento:revisar',
        'documento:abrir',
      ]),
    );
    expect(zip.json.acerca_de).toMatchObject({ fundamento: myDataMessages.legalBasis });
  });

  it('has nothing of anyone else', () => {
    for (const value of ['77665544', 'Zoraida', 'Villalobos', 'Ibarguen', 'ARCHIVO-PRIVADO-DE-ZORAIDA'])
      expect(zip.text).not.toContain(value);
    expect(zip.text).not.toContain(`id_candidato": ${other.candidateId},`);
    expect(zip.text).not.toContain(`Buen perfil ${other.username}`);
  });

  it('refuses anonymous callers, and a candidate asking in a loop', async () => {
    expect((await ctx.app.inject({ url: '/api/candidate/my-data' })).statusCode).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.inject({ url: '/api/candidate/my-data', headers: other.headers });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().message).toBe(myDataMessages.tooMany);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
