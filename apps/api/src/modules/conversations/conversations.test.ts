import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationFileSchema, conversationSchema } from '@portal/shared/conversations';
import { notificationListSchema } from '@portal/shared/notifications';
import { staffOrderListSchema, type StaffOrderLine } from '@portal/shared/orders/staff';
import { processListSchema } from '@portal/shared/processes/client';
import { bogotaToday, formatCalendarDay } from '@portal/shared/bogota-time';
import { samplePdf } from '../../lib/sample-files.js';
import { keyFromUrl } from '../../infra/storage/provider.js';
import { sweepOrphans } from '../documents/files/sweeper.js';
import { multipartBody } from '../../test-support/documents.js';
import { mailNotificationsNow, mailsTo } from '../../test-support/outbox.js';
import { asStaff, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// Issue 30 item 4: one conversation per order line between the company and the agency's group, with
// attachments, read state, and start dates proposed, counter-proposed and accepted.
let ctx: TestContext;
let admin: StaffActor;
let director: StaffActor;
let company: StaffActor;
let otherCompany: StaffActor;
let pending: StaffOrderLine;
let rejected: StaffOrderLine;

const area = (who: StaffActor) => (who === company || who === otherCompany ? 'client' : 'staff');
const messagesUrl = (who: StaffActor, id: number) => `/api/${area(who)}/processes/${id}/messages`;
const read = async (who: StaffActor, id: number) => {
  const res = await ctx.app.inject({ url: messagesUrl(who, id), headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return conversationSchema.parse(res.json());
};
const write = (who: StaffActor, id: number, payload: object) =>
  ctx.app.inject({ method: 'POST', url: messagesUrl(who, id), headers: who.headers, payload });
const bell = async (who: StaffActor) =>
  notificationListSchema.parse(
    (await ctx.app.inject({ url: `/api/${area(who)}/notifications`, headers: who.headers })).json(),
  );
const inDays = (days: number) => {
  const date = new Date(`${bogotaToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const upload = async (who: StaffActor, name = 'perfil.pdf') => {
  const body = multipartBody({}, { name, data: samplePdf(['Perfil del cargo']) });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/${area(who)}/conversation-files`,
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return conversationFileSchema.parse(res.json());
};

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await asStaff(ctx, 'admin@portal.local');
  director = await asStaff(ctx, 'director@portal.local');
  company = await asStaff(ctx, 'empresa@portal.local');
  otherCompany = await asStaff(ctx, 'empresa2@portal.local');
  const lines = staffOrderListSchema.parse(
    (await ctx.app.inject({ url: '/api/staff/orders?estado=todas', headers: director.headers })).json(),
  );
  const own = processListSchema
    .parse((await ctx.app.inject({ url: '/api/client/processes', headers: company.headers })).json())
    .map((p) => p.id);
  pending = lines.find((line) => line.estado === 'pendiente' && own.includes(line.id_proceso))!;
  rejected = lines.find((line) => line.estado === 'rechazada' && own.includes(line.id_proceso))!;
  expect(pending && rejected).toBeTruthy();
});
afterAll(() => ctx.close());

describe('a conversation per order line', () => {
  it('a staff message reaches every user of the company, unread, and lights their bell; the agency speaks as one', async () => {
    const res = await write(director, pending.id_proceso, { texto: '¿El turno incluye sábados?' });
    expect(res.statusCode, res.body).toBe(201);
    const seen = await read(company, pending.id_proceso);
    expect(seen).toMatchObject({ cargo: pending.cargo, admite_fecha: true, no_leidos: 1 });
    expect(seen.mensajes.at(-1)).toMatchObject({
      lado: 'agencia',
      autor: 'Agencia',
      propio: false,
      texto: '¿El turno incluye sábados?',
      leido: false,
    });
    const [news] = (await bell(company)).items;
    expect(news).toMatchObject({
      evento: 'mensaje_orden',
      enlace: `/order/procesos/${pending.id_proceso}?conversacion=1`,
    });
    expect(news!.cuerpo).not.toContain('sábados'); // the bell and the mail name the position, not the words
    // Another company and its bell learn nothing.
    expect((await bell(otherCompany)).items.some((n) => n.evento === 'mensaje_orden')).toBe(false);
  });

  it('reading marks the other side’s messages seen, never one’s own', async () => {
    const before = await read(director, pending.id_proceso);
    expect(before.mensajes.at(-1)).toMatchObject({ propio: true, leido: false, autor: 'Diego Restrepo' });
    const marked = await ctx.app.inject({
      method: 'POST',
      url: `${messagesUrl(director, pending.id_proceso)}/read`,
      headers: director.headers,
    });
    expect(marked.statusCode).toBe(200);
    expect((await read(director, pending.id_proceso)).mensajes.at(-1)!.leido).toBe(false);
    await ctx.app.inject({
      method: 'POST',
      url: `${messagesUrl(company, pending.id_proceso)}/read`,
      headers: company.headers,
    });
    expect((await read(director, pending.id_proceso)).mensajes.at(-1)!.leido).toBe(true);
    expect((await read(company, pending.id_proceso)).no_leidos).toBe(0);
  });

  it('a company answer with an attachment reaches the agency’s group, which opens the file by a short-lived link', async () => {
    const file = await upload(company);
    const res = await write(company, pending.id_proceso, {
      texto: 'Sí, sábados medio día. Adjunto el perfil.',
      adjunto_url: file.adjunto_url,
    });
    expect(res.statusCode, res.body).toBe(201);
    const staffView = await read(director, pending.id_proceso);
    const sent = staffView.mensajes.at(-1)!;
    expect(sent).toMatchObject({
      lado: 'empresa',
      autor: 'Esteban Quintero',
      adjunto: { nombre: 'perfil.pdf' },
    });
    expect((await bell(director)).items[0]).toMatchObject({
      evento: 'mensaje_empresa',
      enlace: `/dashboard/ordenes/${pending.id_proceso}`,
    });
    const opened = await ctx.app.inject({
      url: `${messagesUrl(director, pending.id_proceso)}/${sent.id}/attachment`,
      headers: director.headers,
    });
    expect(opened.statusCode).toBe(302);
    const file2 = await ctx.app.inject({ url: opened.headers.location as string });
    expect(file2.statusCode).toBe(200);
    expect(file2.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The other company cannot open it, nor learn the process exists.
    const foreign = await ctx.app.inject({
      url: `${messagesUrl(otherCompany, pending.id_proceso)}/${sent.id}/attachment`,
      headers: otherCompany.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('an attachment must be one’s own upload: another person’s file or a made-up address is refused, and nothing is written', async () => {
    const companyFile = await upload(company, 'ajeno.pdf');
    const before = (await read(director, pending.id_proceso)).mensajes.length;
    const stolen = await write(director, pending.id_proceso, {
      texto: 'Con archivo ajeno',
      adjunto_url: companyFile.adjunto_url,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toMatch(/no lo subiste tú/);
    const madeUp = await write(company, pending.id_proceso, {
      texto: 'Inventado',
      adjunto_url: companyFile.adjunto_url.replace('ajeno.pdf', 'otro.pdf'),
    });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toMatch(/ya no está/);
    expect((await read(director, pending.id_proceso)).mensajes).toHaveLength(before);
  });

  it('the orphan sweeper keeps a message’s attachment and removes an upload no message names', async () => {
    const attached = (await read(company, pending.id_proceso)).mensajes.find((m) => m.adjunto)!;
    const loose = await upload(company, 'suelto.pdf');
    const removed = await sweepOrphans(ctx.database.db, ctx.app.storage, {
      now: new Date(Date.now() + 2 * 60 * 60 * 1000),
    });
    expect(removed).toContain(keyFromUrl(loose.adjunto_url));
    const opened = await ctx.app.inject({
      url: `${messagesUrl(company, pending.id_proceso)}/${attached.id}/attachment`,
      headers: company.headers,
    });
    expect((await ctx.app.inject({ url: opened.headers.location as string })).statusCode).toBe(200);
  });

  it('no one outside the line’s company and group reads or writes it (another company, another group’s staff: 404)', async () => {
    for (const [who, id] of [
      [otherCompany, pending.id_proceso],
      [otherCompany, rejected.id_proceso],
    ] as const) {
      expect((await ctx.app.inject({ url: messagesUrl(who, id), headers: who.headers })).statusCode).toBe(
        404,
      );
      expect((await write(who, id, { texto: 'Hola' })).statusCode).toBe(404);
    }
    // The director (group 0) does not reach the processes of empresa2 (group 1); the admin reaches all.
    const foreign = processListSchema
      .parse((await ctx.app.inject({ url: '/api/client/processes', headers: otherCompany.headers })).json())
      .find((p) => p.orden !== null)!;
    expect(
      (await ctx.app.inject({ url: messagesUrl(director, foreign.id), headers: director.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ url: messagesUrl(admin, foreign.id), headers: admin.headers })).statusCode,
    ).toBe(200);
    // A company user cannot use the agency's address, nor staff the company's.
    expect(
      (
        await ctx.app.inject({
          url: `/api/staff/processes/${pending.id_proceso}/messages`,
          headers: company.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          url: `/api/client/processes/${pending.id_proceso}/messages`,
          headers: director.headers,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('bad input gets a Spanish message: an empty text, a past date, an unknown process', async () => {
    const empty = await write(company, pending.id_proceso, { texto: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Escribe el mensaje.');
    const past = await write(director, pending.id_proceso, { texto: 'Antes', fecha_propuesta: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain('no puede ser anterior a hoy');
    expect((await write(director, 999_999, { texto: 'Hola' })).statusCode).toBe(404);
  });
});

describe('a proposed start date', () => {
  it('the agency proposes on a rejected line; the company counter-proposes; the agency accepts: the line has the date and waits again', async () => {
    const first = inDays(20);
    const proposed = await write(director, rejected.id_proceso, {
      texto: 'Podemos cubrirlo más adelante.',
      fecha_propuesta: first,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect((await bell(company)).items[0]).toMatchObject({ evento: 'fecha_propuesta' });
    expect((await bell(company)).items[0]!.cuerpo).toContain(formatCalendarDay(first));

    const asCompany = await read(company, rejected.id_proceso);
    const offer = asCompany.mensajes.at(-1)!;
    expect(offer).toMatchObject({ fecha_propuesta: first, propuesta_estado: 'abierta', puede_aceptar: true });
    // The one who proposed cannot accept their own proposal.
    const own = await ctx.app.inject({
      method: 'POST',
      url: `${messagesUrl(director, rejected.id_proceso)}/${offer.id}/accept`,
      headers: director.headers,
    });
    expect(own.statusCode).toBe(409);

    const second = inDays(25);
    expect(
      (await write(company, rejected.id_proceso, { texto: 'Mejor esta fecha.', fecha_propuesta: second }))
        .statusCode,
    ).toBe(201);
    const asStaffNow = await read(director, rejected.id_proceso);
    expect(asStaffNow.mensajes.find((m) => m.id === offer.id)!.propuesta_estado).toBe('reemplazada');
    const counter = asStaffNow.mensajes.at(-1)!;
    expect(counter).toMatchObject({ fecha_propuesta: second, puede_aceptar: true });
    // A replaced proposal cannot be accepted any more.
    const stale = await ctx.app.inject({
      method: 'POST',
      url: `${messagesUrl(company, rejected.id_proceso)}/${offer.id}/accept`,
      headers: company.headers,
    });
    expect(stale.statusCode).toBe(409);

    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `${messagesUrl(director, rejected.id_proceso)}/${counter.id}/accept`,
      headers: director.headers,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await read(company, rejected.id_proceso);
    expect(after.fecha_inicio).toBe(second);
    expect(after.mensajes.at(-1)!.texto).toContain(formatCalendarDay(second));
    const line = staffOrderListSchema
      .parse(
        (
          await ctx.app.inject({ url: '/api/staff/orders?estado=pendiente', headers: director.headers })
        ).json(),
      )
      .find((l) => l.id_proceso === rejected.id_proceso)!;
    expect(line).toMatchObject({ estado: 'pendiente', motivo_rechazo: null });
    expect(line.pedido.startDate).toBe(second);
    const audit = await ctx.app.inject({
      url: `/api/audit?entidad=orden_linea&entidad_id=${rejected.id_proceso}`,
      headers: admin.headers,
    });
    expect(audit.json().map((e: { accion: string }) => e.accion)).toContain('aceptar_fecha');
  });

  it('the company’s users get the messages by mail, from PUBLIC_URL links', async () => {
    await mailNotificationsNow(ctx);
    const mails = await mailsTo(ctx, 'empresa@portal.local');
    expect(
      mails.some((mail) => mail.text.includes(`/order/procesos/${pending.id_proceso}?conversacion=1`)),
    ).toBe(true);
  });
});
