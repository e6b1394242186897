import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema, notificationPreferencesSchema } from '@portal/shared/notifications';
import { processListSchema } from '@portal/shared/processes/client';
import { companyListSchema } from '@portal/shared/users/staff';
import { mailOutbox, solicitudesDatos } from '../../db/schema/index.js';
import { bogotaToday } from '@portal/shared/bogota-time';
import { asCandidate, type CandidateActor } from '../../test-support/actors.js';
import { fetchReport, postAs, uploadPdfAs } from '../../test-support/documents.js';
import { mailNotificationsNow, mailsTo } from '../../test-support/outbox.js';
import { asStaff, createVacancyAs, moveApplicationAs, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { MAX_WAIT_MS, QUIET_MS } from './mailing.js';

// Issue 30 items 1 and 6: who hears of each event and who does not, the bell's calls, preferences and
// the mail that gathers events that come close together.
let ctx: TestContext;
let director: StaffActor;
let disenador: StaffActor;
let company: StaffActor;
let otherCompany: StaffActor;
let candidate: CandidateActor;
let vacancyId: number;
let processId: number;
let applicationId: number;

type Actor = StaffActor | CandidateActor;
const isCandidate = (who: Actor): who is CandidateActor => 'candidateId' in who;
const area = (who: Actor) =>
  isCandidate(who) ? 'candidate' : who === company || who === otherCompany ? 'client' : 'staff';
const bell = async (who: Actor) => {
  const res = await ctx.app.inject({ url: `/api/${area(who)}/notifications`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return notificationListSchema.parse(res.json());
};
const send = (who: Actor, method: 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const moveTo = (estado: string, extra: object = {}) =>
  send(director, 'POST', `/api/staff/applications/${applicationId}/estado`, { estado, ...extra });

beforeAll(async () => {
  ctx = await createTestApp();
  director = await asStaff(ctx, 'director@portal.local');
  disenador = await asStaff(ctx, 'disenador@portal.local');
  company = await asStaff(ctx, 'empresa@portal.local');
  otherCompany = await asStaff(ctx, 'empresa2@portal.local');
  candidate = await asCandidate(ctx, '56000001', 'Nora Avisos');
  const companies = companyListSchema.parse(
    (await ctx.app.inject({ url: '/api/companies', headers: director.headers })).json(),
  );
  const own = companies.find((c) => c.razon_social.startsWith('Logística'))!.id_empresa;
  vacancyId = await createVacancyAs(ctx, director, {
    titulo: 'Operario de avisos',
    descripcion: 'Vacante de la prueba de avisos, turno diurno en bodega.',
    id_categoria: 2,
    salario: 1_800_000,
    id_empresa: own,
  });
  const processes = processListSchema.parse(
    (await ctx.app.inject({ url: '/api/client/processes', headers: company.headers })).json(),
  );
  processId = processes.find((p) => p.nombre === 'Operario de avisos')!.id;
  const applied = await send(candidate, 'POST', '/api/candidate/applications', { id_vacante: vacancyId });
  applicationId = applied.json().application.id_postulacion;
});
afterAll(() => ctx.close());

describe('who hears of what', () => {
  it('a move reaches the candidate without the internal note, and a note written for them with it', async () => {
    expect(
      (await moveTo('preseleccionada', { nota: 'Perfil flojo en Excel', audiencia: 'interna' })).statusCode,
    ).toBe(200);
    const [internal] = (await bell(candidate)).items;
    expect(internal).toMatchObject({
      evento: 'postulacion_actualizada',
      leida: false,
      enlace: '/?tab=applications',
    });
    expect(internal!.cuerpo).not.toContain('Excel');
    expect((await bell(company)).items.some((n) => n.cuerpo.includes('Operario de avisos'))).toBe(false);
  });

  it('candidates sent for approval reach the company that owns the vacancy, not another one', async () => {
    expect(
      (await moveTo('enviada_cliente', { nota: 'Trae tu cédula', audiencia: 'candidato' })).statusCode,
    ).toBe(200);
    expect((await bell(candidate)).items[0]!.cuerpo).toContain('Nota de la agencia: Trae tu cédula');
    const [forCompany] = (await bell(company)).items;
    expect(forCompany).toMatchObject({
      evento: 'candidatos_por_aprobar',
      titulo: 'Candidatos para aprobar: Operario de avisos',
      enlace: `/order/procesos/${processId}`,
    });
    expect((await bell(otherCompany)).items.some((n) => n.titulo.includes('Operario de avisos'))).toBe(false);
  });

  it("the company's decision reaches the agency's group with its reason, and the candidate without it", async () => {
    const res = await send(company, 'POST', `/api/client/processes/${processId}/decisions`, {
      ids_postulacion: [applicationId],
      decision: 'rechazado',
      comentario: 'No tiene curso de alturas',
    });
    expect(res.statusCode).toBe(200);
    for (const staff of [director, disenador]) {
      const [decision] = (await bell(staff)).items;
      expect(decision).toMatchObject({
        evento: 'decision_empresa',
        enlace: `/dashboard/vacantes/${vacancyId}`,
      });
      expect(decision!.cuerpo).toContain('No tiene curso de alturas');
    }
    const [moved] = (await bell(candidate)).items;
    expect(moved!.evento).toBe('postulacion_actualizada');
    expect(moved!.cuerpo).not.toContain('alturas');
  });

  it("the company hears its hiring step is due once the agency's steps are done, and only then", async () => {
    const other = await asCandidate(ctx, '56000002', 'Teo Pasos');
    const applied = await send(other, 'POST', '/api/candidate/applications', { id_vacante: vacancyId });
    const id = applied.json().application.id_postulacion;
    await moveApplicationAs(ctx, director, id, ['preseleccionada', 'enviada_cliente']);
    const approved = await send(company, 'POST', `/api/client/processes/${processId}/decisions`, {
      ids_postulacion: [id],
      decision: 'aprobado',
    });
    expect(approved.statusCode).toBe(200);
    const due = async () => (await bell(company)).items.filter((n) => n.evento === 'paso_empresa');
    for (const [i, paso] of ['examen_medico', 'contrato', 'seguridad_social'].entries()) {
      expect(await due()).toHaveLength(0);
      const res = await send(director, 'POST', `/api/staff/applications/${id}/hiring-steps/${paso}`, {
        completado: true,
      });
      expect(res.statusCode, `${i}: ${res.body}`).toBe(200);
    }
    const [turn, ...more] = await due();
    expect(more).toHaveLength(0);
    expect(turn).toMatchObject({
      titulo: 'Te toca: Inducción en la empresa',
      enlace: `/order/procesos/${processId}?etapa=3`,
    });
    expect((await bell(otherCompany)).items.some((n) => n.evento === 'paso_empresa')).toBe(false);
  });

  it('a data request about to fall due reaches the directors and admins who handle it, once', async () => {
    const filed = await send(candidate, 'POST', '/api/candidate/data-requests', {
      tipo: 'consulta',
      detalle: '¿Qué datos míos tienen y para qué los usan?',
    });
    expect(filed.statusCode).toBe(201);
    const id = filed.json().solicitud.id as number;
    // Filed today, it falls due in 10 business days: not yet.
    expect(await ctx.app.runDataRequestWarnings()).toBe(0);
    await ctx.database.db
      .update(solicitudesDatos)
      .set({ vence_el: bogotaToday() })
      .where(eq(solicitudesDatos.id, id));
    expect(await ctx.app.runDataRequestWarnings()).toBe(1);
    expect(await ctx.app.runDataRequestWarnings()).toBe(0);
    const warned = (await bell(director)).items.filter((n) => n.evento === 'solicitud_por_vencer');
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({
      titulo: `Solicitud de datos N.º ${id} por vencer`,
      enlace: '/dashboard/solicitudes-datos',
    });
    expect(warned[0]!.cuerpo).not.toContain('Nora'); // no candidate named in the agency's bell
    // The designer does not handle data requests; a company never sees them.
    for (const who of [disenador, company])
      expect((await bell(who)).items.some((n) => n.evento === 'solicitud_por_vencer')).toBe(false);
  });

  it('a document request reaches the candidate, and their upload the staff member who asked', async () => {
    const res = await send(director, 'POST', '/api/staff/document-requests', {
      id_candidato: candidate.candidateId,
      id_documento: 6,
      client_doc_name: 'Certificado de antecedentes',
    });
    expect(res.statusCode).toBe(200);
    expect((await bell(candidate)).items[0]).toMatchObject({
      evento: 'documento_solicitado',
      titulo: 'Te pidieron un documento: Certificado de antecedentes',
    });
    const request = (await fetchReport(ctx, candidate))
      .find((type) => type.id_documento === 6)!
      .solicitudes.find((r) => r.client_doc_name === 'Certificado de antecedentes')!;
    const url = await uploadPdfAs(ctx, candidate, 'Antecedentes');
    const uploaded = await postAs(ctx, candidate, '/candidate/document/insert', {
      id_candidato: candidate.candidateId,
      documento: { id_documento: 6, doc_url: url },
      ids_solicitudes_documentos_gestionadas: [request.id],
    });
    expect(uploaded.statusCode).toBe(200);
    expect((await bell(director)).items[0]).toMatchObject({
      evento: 'documento_cargado',
      titulo: 'Documento cargado: Certificado de antecedentes',
      enlace: `/dashboard/candidatos/${candidate.candidateId}/documentos`,
    });
    // Only the one who asked: the designer of the same group made no request.
    expect((await bell(disenador)).items.some((n) => n.evento === 'documento_cargado')).toBe(false);
  });
});

describe('the bell', () => {
  it('answers 304 to a poll that sends back an unchanged ETag, and a new tag once something changes', async () => {
    const first = await ctx.app.inject({ url: '/api/candidate/notifications', headers: candidate.headers });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/".+"$/);
    // The browser keeps it and revalidates it on each poll.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await ctx.app.inject({
      url: '/api/candidate/notifications',
      headers: { ...candidate.headers, 'if-none-match': tag },
    });
    expect(again.statusCode).toBe(304);
    const [newest] = (await bell(candidate)).items;
    expect(
      (await send(candidate, 'POST', `/api/candidate/notifications/${newest!.id}/read`)).statusCode,
    ).toBe(200);
    const changed = await ctx.app.inject({
      url: '/api/candidate/notifications',
      headers: { ...candidate.headers, 'if-none-match': tag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    // The list kept for the old version is not served for the new one.
    expect(changed.json().no_leidas).toBe(first.json().no_leidas - 1);
  });

  it("marks all read, and never reads or marks someone else's notification", async () => {
    const theirs = (await bell(company)).items[0]!.id;
    const foreign = await send(candidate, 'POST', `/api/candidate/notifications/${theirs}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Ese aviso no existe o no es tuyo.');
    expect((await bell(company)).items[0]!.leida).toBe(false);
    const all = await send(candidate, 'POST', '/api/candidate/notifications/read-all');
    expect(all.json().message).toMatch(/^(Marcamos \d+ avisos? como leídos?|No tenías)/);
    expect((await bell(candidate)).no_leidas).toBe(0);
  });
});

describe('preferences and mail', () => {
  it("lists each audience's own events, and refuses one of another audience", async () => {
    const prefs = notificationPreferencesSchema.parse(
      (
        await ctx.app.inject({ url: '/api/client/notifications/preferences', headers: company.headers })
      ).json(),
    );
    expect(prefs.eventos.map((e) => e.evento)).toContain('candidatos_por_aprobar');
    expect(prefs.eventos.map((e) => e.evento)).not.toContain('orden_nueva');
    expect(prefs.eventos.every((e) => e.entrega === 'inmediato')).toBe(true);
    const wrong = await send(company, 'PUT', '/api/client/notifications/preferences', {
      evento: 'orden_nueva',
      entrega: 'app',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Ese tipo de aviso no es para tu cuenta.');
  });

  it('gathers events that come close together into one mail, after a quiet minute', async () => {
    await mailNotificationsNow(ctx); // what earlier tests left waiting
    const before = (await mailsTo(ctx, '56000001@example.co')).length;
    for (const id_documento of [5, 7]) {
      await send(director, 'POST', '/api/staff/document-requests', {
        id_candidato: candidate.candidateId,
        id_documento,
        client_doc_name: `Documento ${id_documento}`,
      });
    }
    const soon = ctx.app.clock.now;
    ctx.app.clock.now = () => new Date(Date.now() + QUIET_MS / 2);
    expect((await ctx.app.runNotificationMail()).mails).toBe(0);
    ctx.app.clock.now = soon;
    expect((await mailNotificationsNow(ctx)).mails).toBe(1);
    const mails = await mailsTo(ctx, '56000001@example.co');
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.subject).toBe('Tienes 2 avisos nuevos en el Portal de Empleo');
    expect(mails[0]!.text).toContain('Documento 5');
    expect(mails[0]!.text).toContain('http://localhost:3000/solicitudes-documentos');
    expect(mails[0]!.text).toContain('/avisos');
    // Delivered once: another pass sends nothing.
    expect((await mailNotificationsNow(ctx)).mails).toBe(0);
  });

  it('"app" keeps an event out of mail; "diario" waits for 7:00 in Bogotá', async () => {
    const askWith = async (entrega: string, id_documento: number, client_doc_name: string) => {
      await send(candidate, 'PUT', '/api/candidate/notifications/preferences', {
        evento: 'documento_solicitado',
        entrega,
      });
      await send(director, 'POST', '/api/staff/document-requests', {
        id_candidato: candidate.candidateId,
        id_documento,
        client_doc_name,
      });
      return (await mailNotificationsNow(ctx)).mails;
    };
    expect(await askWith('app', 8, 'Solo en el portal')).toBe(0);
    expect((await bell(candidate)).items[0]!.titulo).toContain('Solo en el portal');
    expect(await askWith('diario', 9, 'Para el resumen')).toBe(0);
    const clock = ctx.app.clock.now;
    ctx.app.clock.now = () => new Date(Date.now() + 24 * 3600_000 + MAX_WAIT_MS);
    try {
      expect((await ctx.app.runNotificationMail()).mails).toBe(1);
    } finally {
      ctx.app.clock.now = clock;
    }
    expect((await mailsTo(ctx, '56000001@example.co'))[0]!.subject).toBe(
      'Te pidieron un documento: Para el resumen',
    );
  });

  it("stops a person's notification mail with the mail client's one-click unsubscribe (RFC 8058)", async () => {
    const [stored] = await ctx.database.db
      .select({ headers: mailOutbox.headers, html: mailOutbox.html })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, '56000001@example.co'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(stored!.html).toContain('<!doctype html>');
    expect(stored!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(/^<(.+)>$/.exec(stored!.headers!['List-Unsubscribe']!)![1]!);
    expect(url.pathname).toBe('/api/notifications/unsubscribe');
    const oneClick = (query: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${url.pathname}${query}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const forged = await oneClick(url.search.replace(/\.[\w-]+$/, '.AAAA'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/^El enlace para dejar de recibir avisos/);
    const res = await oneClick(url.search);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^Listo: ya no te enviaremos avisos por correo/);
    const prefs = notificationPreferencesSchema.parse(
      (
        await ctx.app.inject({ url: '/api/candidate/notifications/preferences', headers: candidate.headers })
      ).json(),
    );
    expect(prefs.eventos.every((e) => e.entrega === 'app')).toBe(true);
    // The bell still hears: a new request shows there and mails nothing.
    await send(director, 'POST', '/api/staff/document-requests', {
      id_candidato: candidate.candidateId,
      id_documento: 10,
      client_doc_name: 'Después de la baja',
    });
    expect((await mailNotificationsNow(ctx)).mails).toBe(0);
    expect((await bell(candidate)).items[0]!.titulo).toContain('Después de la baja');
  });
});
