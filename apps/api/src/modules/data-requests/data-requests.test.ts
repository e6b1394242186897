import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffDataRequestListSchema, type CandidateDataRequest } from '@portal/shared/data-requests';
import { dataRequestMessages } from '@portal/shared/messages';
import { asCandidate, type CandidateActor } from '../../test-support/actors.js';
import { postAs, uploadPdfAs } from '../../test-support/documents.js';
import { asStaff, type StaffActor } from '../../test-support/staff.js';
import { mailsTo } from '../../test-support/outbox.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { findUser } from '../identity/store/users.js';

// Consultas and reclamos (Ley 1581 de 2012, arts. 14 and 15): legal due dates in business days,
// answered by the agency in the product, and a deletion carried out when it is attended.
let ctx: TestContext;
// These candidates never applied to a vacancy, so only an admin reaches their requests; a director's
// reach is in scope.test.ts.
let admin: StaffActor;
let designer: StaffActor;
// Friday 13 November 2026, 10:00 in Bogotá: Monday 16 is a holiday.
const FILED = new Date('2026-11-13T15:00:00Z');

beforeAll(async () => {
  ctx = await createTestApp();
  // Sessions, tokens and due dates all live on this day.
  ctx.app.clock.now = () => FILED;
  ctx.app.identity.clock.now = () => FILED;
  admin = await asStaff(ctx, 'admin@portal.local');
  designer = await asStaff(ctx, 'disenador@portal.local');
});
afterAll(() => ctx.close());

const file = (who: CandidateActor, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/candidate/data-requests',
    headers: who.headers,
    payload: body,
  });
const mine = async (who: CandidateActor) =>
  (
    await ctx.app.inject({ url: '/api/candidate/data-requests', headers: who.headers })
  ).json() as CandidateDataRequest[];
const queue = async (who = admin) =>
  staffDataRequestListSchema.parse(
    (await ctx.app.inject({ url: '/api/staff/data-requests', headers: { cookie: who.cookie } })).json(),
  );
const staffPost = (path: string, body: object, who = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/staff/data-requests/${path}`,
    headers: who.headers,
    payload: body,
  });
const outboxTo = (recipient: string) => mailsTo(ctx, recipient);

describe('filing', () => {
  it('gives a consulta 10 business days and a reclamo 15, counted after a holiday, and mails the date', async () => {
    const ana = await asCandidate(ctx, '71000001', 'Ana Consulta');
    const consulta = await file(ana, {
      tipo: 'consulta',
      detalle: '¿Qué datos míos tienen y para qué los usan?',
    });
    expect(consulta.statusCode).toBe(201);
    expect(consulta.json().solicitud).toMatchObject({ estado: 'pendiente', vence_el: '2026-11-30' });
    expect(consulta.json().message).toBe(dataRequestMessages.created('30 de noviembre de 2026'));
    const reclamo = await file(ana, { tipo: 'correccion', detalle: 'Mi segundo apellido está mal escrito.' });
    expect(reclamo.json().solicitud.vence_el).toBe('2026-12-07');
    expect(
      (await outboxTo('71000001@example.co')).some((mail) => mail.text.includes('30 de noviembre de 2026')),
    ).toBe(true);
    expect((await mine(ana)).map((request) => request.tipo)).toEqual(['correccion', 'consulta']);
  });

  it('refuses bad bodies in Spanish and a second open deletion', async () => {
    const luis = await asCandidate(ctx, '71000002', 'Luis Repetido');
    const bad = await file(luis, { tipo: 'todo', detalle: 'corto' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['tipo', 'detalle']));
    expect((await file(luis, { tipo: 'eliminacion', detalle: 'Quiero cerrar mi cuenta.' })).statusCode).toBe(
      201,
    );
    const again = await file(luis, { tipo: 'eliminacion', detalle: 'Quiero cerrar mi cuenta ya.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(dataRequestMessages.deletionOpen);
  });

  it('shows each candidate only their own requests', async () => {
    const otra = await asCandidate(ctx, '71000003', 'Otra Persona');
    expect(await mine(otra)).toEqual([]);
  });
});

describe('the agency answers', () => {
  it('sorts by urgency, counts business days left, and lets only admins and directors in', async () => {
    const list = await queue();
    const days = list.map((request) => request.dias_habiles_restantes);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(list.find((request) => request.vence_el === '2026-11-30')!.dias_habiles_restantes).toBe(10);
    const refused = await ctx.app.inject({
      url: '/api/staff/data-requests',
      headers: { cookie: designer.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/staff/data-requests' })).statusCode).toBe(401);
  });

  it('extends once with the reason mailed, then answers; a second answer is refused', async () => {
    const sara = await asCandidate(ctx, '71000004', 'Sara Prorroga');
    const { solicitud } = (
      await file(sara, { tipo: 'consulta', detalle: '¿A qué empresas enviaron mi hoja de vida?' })
    ).json();
    const extended = await staffPost(`${solicitud.id}/extend`, {
      motivo: 'Debemos consultar a dos empresas cliente.',
    });
    expect(extended.statusCode).toBe(200);
    expect((await mine(sara))[0]).toMatchObject({ prorrogada: true, vence_el: '2026-12-07' });
    expect(
      (await staffPost(`${solicitud.id}/extend`, { motivo: 'Otra vez, por favor.' })).json().message,
    ).toBe(dataRequestMessages.alreadyExtended);
    const answer = { decision: 'atendida', respuesta: 'Tu hoja de vida se envió a Logística Andina S.A.S.' };
    expect((await staffPost(`${solicitud.id}/answer`, answer)).json().message).toBe(
      dataRequestMessages.answered,
    );
    expect((await mine(sara))[0]).toMatchObject({ estado: 'atendida', respuesta: answer.respuesta });
    expect((await staffPost(`${solicitud.id}/answer`, answer)).statusCode).toBe(409);
    const mails = await outboxTo('71000004@example.co');
    expect(mails.some((mail) => mail.text.includes('Debemos consultar a dos empresas cliente.'))).toBe(true);
    expect(mails.some((mail) => mail.text.includes(answer.respuesta))).toBe(true);
    const answered = (await queue()).find((request) => request.id === solicitud.id)!;
    expect(answered.respondida_por).toMatch(/\S+ \S+/);
  });

  it('carries out an attended deletion: no sign-in, no files, no personal field', async () => {
    const eva = await asCandidate(ctx, '71000005', 'Eva Borrar');
    const url = await uploadPdfAs(ctx, eva, 'cedula');
    await postAs(ctx, eva, '/candidate/document/insert', {
      id_candidato: eva.candidateId,
      documento: { id_documento: 1, doc_url: url },
    });
    const key = url.slice('/api/files/'.length);
    expect(await ctx.app.storage.exists(key)).toBe(true);
    const alert = await postAs(ctx, eva, '/candidate/vacancy-alerts', {
      id_ciudad: 11001,
      id_categoria: null,
    });
    expect(alert.statusCode).toBe(201);
    const { solicitud } = (
      await file(eva, { tipo: 'eliminacion', detalle: 'Ya no busco trabajo, borren todo.' })
    ).json();
    const answer = { decision: 'atendida', respuesta: 'Eliminamos tu cuenta, tus documentos y tus datos.' };
    const done = await staffPost(`${solicitud.id}/answer`, answer);
    expect(done.json().message).toBe(dataRequestMessages.deleted);

    expect(await findUser(ctx.app.db, '71000005')).toBeUndefined();
    expect(await ctx.app.storage.exists(key)).toBe(false);
    const [row] = (
      (await ctx.database.db.execute(
        `select * from candidatos where id_candidato = ${eva.candidateId}` as never,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows;
    expect(row).toMatchObject({
      numero_documento: `eliminado-${eva.candidateId}`,
      primer_nombre: 'Titular eliminado',
      primer_apellido: null,
      correo: null,
      numero_contacto1: null,
    });
    expect(JSON.stringify(row)).not.toMatch(/Eva|Borrar|71000005/);
    const alerts = await ctx.database.db.execute(
      `select id from alertas_vacantes where id_candidato = ${eva.candidateId}` as never,
    );
    expect((alerts as unknown as { rows: unknown[] }).rows).toEqual([]);
    // The old token no longer reaches anything, and the last mail is the answer.
    expect(
      (await ctx.app.inject({ url: '/api/candidate/data-requests', headers: eva.headers })).statusCode,
    ).toBe(400);
    const mails = await outboxTo('71000005@example.co');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Este es el último correo que te enviamos.');
  });

  it('refuses to delete someone the agency hired, who gets a reasoned "no procede" instead', async () => {
    const hired = await asCandidate(ctx, '71000006', 'Hugo Contratado');
    await ctx.database.db.execute(
      `insert into postulaciones (id_candidato, id_vacante, estado)
       select ${hired.candidateId}, min(id_vacante), 'contratada' from vacantes` as never,
    );
    const { solicitud } = (
      await file(hired, { tipo: 'eliminacion', detalle: 'Borren mis datos, por favor.' })
    ).json();
    expect((await queue()).find((request) => request.id === solicitud.id)!.fue_contratado).toBe(true);
    const attempt = await staffPost(`${solicitud.id}/answer`, {
      decision: 'atendida',
      respuesta: 'Eliminamos tus datos.',
    });
    expect(attempt.statusCode).toBe(409);
    expect(attempt.json().message).toBe(dataRequestMessages.hiredCannotDelete);
    expect(await findUser(ctx.app.db, '71000006')).toBeDefined();
    const denied = await staffPost(`${solicitud.id}/answer`, {
      decision: 'denegada',
      respuesta: 'Debemos conservar tu historia laboral por ley; cerramos tus autorizaciones opcionales.',
    });
    expect(denied.statusCode).toBe(200);
    expect((await mine(hired))[0]!.estado).toBe('denegada');
  });
});
