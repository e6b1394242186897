import { desc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema, notificationPreferencesSchema } from '@portal/shared/notifications';
import { espaciosAgendamiento, mailOutbox } from '../../db/schema/index.js';
import { calendarPart } from '../../infra/mail/icalendar.js';
import { asCandidate, type CandidateActor } from '../../test-support/actors.js';
import { mailNotificationsNow } from '../../test-support/outbox.js';
import { asStaff, createVacancyAs, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// Issue 30 item 5: every booking and cancellation of an interview mails the candidate a calendar
// invitation (iTIP REQUEST / CANCEL) that calendars add in one click, parsed back with ical.js.
let ctx: TestContext;
let director: StaffActor;
let nora: CandidateActor;
let vacancyId: number;
let slotId: number;
let applicationId: number;
const at = new Date('2030-03-04T14:30:00Z'); // 9:30 a. m. in Bogotá

beforeAll(async () => {
  ctx = await createTestApp();
  director = await asStaff(ctx, 'director@portal.local');
  nora = await asCandidate(ctx, '57000001', 'Nora Entrevista');
  vacancyId = await createVacancyAs(ctx, director, {
    titulo: 'Auxiliar de cargue, turno mañana',
    descripcion: 'Vacante de la prueba de invitaciones de entrevista.',
    id_categoria: 2,
    salario: 1_800_000,
  });
  const [slot] = await ctx.database.db
    .insert(espaciosAgendamiento)
    .values({ id_vacante: vacancyId, fecha_hora: at, lugar: 'Sede Fontibón; puerta 2', capacidad: 2 })
    .returning();
  slotId = slot!.id_espacio_agendamiento;
});
afterAll(() => ctx.close());

/** The newest invitation mailed to Nora, as its .ics reads in a calendar. */
async function latestInvitation() {
  const [row] = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, '57000001@example.co'))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  expect(row?.calendar, 'el correo lleva la invitación').toBeTruthy();
  const part = calendarPart(row!.calendar!, ctx.env.MAIL_FROM);
  const calendar = new ICAL.Component(ICAL.parse(part.content));
  // The time zone the invitation declares is the one its times are read in, as a calendar does.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { row: row!, part, calendar, event, vevent: calendar.getFirstSubcomponent('vevent')! };
}

const bell = async () =>
  notificationListSchema.parse(
    (await ctx.app.inject({ url: '/api/candidate/notifications', headers: nora.headers })).json(),
  );

describe('interview invitations', () => {
  it('booking a slot mails a REQUEST that a calendar reads field by field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/applications',
      headers: nora.headers,
      payload: { id_vacante: vacancyId, id_espacio_agendamiento: slotId },
    });
    expect(res.statusCode).toBe(201);
    applicationId = res.json().application.id_postulacion;
    const { row, part, calendar, event, vevent } = await latestInvitation();
    expect(row.subject).toBe(
      'Tu entrevista para Auxiliar de cargue, turno mañana: lunes, 4 de marzo, 9:30 a. m.',
    );
    expect(row.text).toContain('Sede Fontibón; puerta 2');
    expect(part.method).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(`entrevista-${applicationId}@portaldeempleo.co`);
    expect(event.sequence).toBe(1);
    expect(event.summary).toBe('Entrevista: Auxiliar de cargue, turno mañana');
    expect(event.location).toBe('Sede Fontibón; puerta 2');
    // Bogotá's wall clock with its zone declared: the same instant as the slot, an hour long.
    expect(event.startDate.zone.tzid).toBe('America/Bogota');
    expect(event.startDate.toString()).toBe('2030-03-04T09:30:00');
    expect(event.startDate.toUnixTime()).toBe(at.getTime() / 1000);
    expect(event.endDate.toUnixTime() - event.startDate.toUnixTime()).toBe(3600);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstProperty('organizer')!.getFirstValue()).toBe('mailto:no-reply@portal.local');
    const attendee = vevent.getFirstProperty('attendee')!;
    expect(attendee.getFirstValue()).toBe('mailto:57000001@example.co');
    expect(attendee.getParameter('rsvp')).toBe('TRUE');
    expect(vevent.getFirstSubcomponent('valarm')!.getFirstPropertyValue('trigger')!.toString()).toBe('-P1D');
    // Every line within 75 octets, CRLF-terminated (RFC 5545 §3.1).
    for (const line of part.content.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect((await bell()).items[0]).toMatchObject({
      evento: 'entrevista',
      titulo: 'Entrevista agendada: Auxiliar de cargue, turno mañana',
    });
  });

  it('cancelling sends a CANCEL of the same event with a higher sequence; the bell repeats it without a second mail', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/candidate/applications/${applicationId}/entrevista`,
      headers: nora.headers,
    });
    expect(res.statusCode).toBe(200);
    const { row, calendar, event, vevent } = await latestInvitation();
    expect(row.subject).toBe('Entrevista cancelada: Auxiliar de cargue, turno mañana');
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe(`entrevista-${applicationId}@portaldeempleo.co`);
    expect(event.sequence).toBe(2);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect((await bell()).items[0]!.titulo).toBe('Entrevista cancelada: Auxiliar de cargue, turno mañana');
    // The invitation is the interview's mail: the notification mailer sends nothing more.
    expect((await mailNotificationsNow(ctx)).mails).toBe(0);
  });

  it('is not a preference: the invitation always goes', async () => {
    const prefs = notificationPreferencesSchema.parse(
      (
        await ctx.app.inject({ url: '/api/candidate/notifications/preferences', headers: nora.headers })
      ).json(),
    );
    expect(prefs.eventos.map((e) => e.evento)).not.toContain('entrevista');
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/candidate/notifications/preferences',
      headers: nora.headers,
      payload: { evento: 'entrevista', entrega: 'app' },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('moving, cancelling and marking an interview (staff and candidate)', () => {
  let second: number;
  let soon: number;
  let past: number;
  const slotsLeft = async (id: number) =>
    (
      await ctx.database.db
        .select({ reservados: espaciosAgendamiento.reservados })
        .from(espaciosAgendamiento)
        .where(eq(espaciosAgendamiento.id_espacio_agendamiento, id))
    )[0]!.reservados;
  const put = (who: { headers: Record<string, string> }, url: string, id: number) =>
    ctx.app.inject({ method: 'PUT', url, headers: who.headers, payload: { id_espacio_agendamiento: id } });

  beforeAll(async () => {
    const rows = await ctx.database.db
      .insert(espaciosAgendamiento)
      .values([
        {
          id_vacante: vacancyId,
          fecha_hora: new Date('2030-03-05T15:00:00Z'),
          lugar: 'Sede Fontibón; puerta 2',
          capacidad: 1,
        },
        {
          id_vacante: vacancyId,
          fecha_hora: new Date(Date.now() + 6 * 3_600_000),
          lugar: 'Sede Fontibón',
          capacidad: 5,
        },
        {
          id_vacante: vacancyId,
          fecha_hora: new Date(Date.now() - 3_600_000),
          lugar: 'Sede Fontibón',
          capacidad: 5,
        },
      ])
      .returning();
    [second, soon, past] = rows.map((row) => row.id_espacio_agendamiento) as [number, number, number];
  });

  it('the candidate books again and then moves: one place moves, the calendar gets the same event updated', async () => {
    const url = `/api/candidate/applications/${applicationId}/entrevista`;
    expect((await put(nora, url, slotId)).statusCode).toBe(200);
    expect((await latestInvitation()).row.subject).toMatch(/^Tu entrevista para/);
    const [before, beforeSecond] = [await slotsLeft(slotId), await slotsLeft(second)];
    const moved = await put(nora, url, second);
    expect(moved.statusCode, moved.body).toBe(200);
    expect([await slotsLeft(slotId), await slotsLeft(second)]).toEqual([before - 1, beforeSecond + 1]);
    const { row, calendar, event } = await latestInvitation();
    expect(row.subject).toBe(
      'Nuevo horario de tu entrevista para Auxiliar de cargue, turno mañana: martes, 5 de marzo, 10:00 a. m.',
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(`entrevista-${applicationId}@portaldeempleo.co`);
    expect(event.sequence).toBe(4);
    expect(event.startDate.toString()).toBe('2030-03-05T10:00:00');
    expect((await bell()).items[0]!.titulo).toBe(
      'Nuevo horario de entrevista: Auxiliar de cargue, turno mañana',
    );
  });

  it('refuses the same slot, a full one, a past one and another vacancy’s, with a Spanish reason and nothing moved', async () => {
    const url = `/api/candidate/applications/${applicationId}/entrevista`;
    const same = await put(nora, url, second);
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('La entrevista ya está en ese horario; elige otro.');
    // Another candidate cannot take the place Nora holds in the one-place slot.
    const other = await asCandidate(ctx, '57000002', 'Otra Persona');
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/applications',
      headers: other.headers,
      payload: { id_vacante: vacancyId },
    });
    const otherApplication = applied.json().application.id_postulacion;
    const full = await put(other, `/api/candidate/applications/${otherApplication}/entrevista`, second);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Ese horario ya no tiene cupos o ya pasó; elige otro.');
    expect(
      (await put(other, `/api/candidate/applications/${otherApplication}/entrevista`, past)).statusCode,
    ).toBe(409);
    // Nor touch Nora's application.
    expect((await put(other, url, slotId)).statusCode).toBe(404);
    expect(await slotsLeft(second)).toBe(1);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: nora.headers,
      payload: { id_espacio_agendamiento: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Elige un horario de entrevista.');
  });

  it('staff move it too, see it in the pipeline, and cancel it; a company user cannot', async () => {
    const url = `/api/staff/applications/${applicationId}/entrevista`;
    const company = await asStaff(ctx, 'empresa@portal.local');
    expect((await put(company, url, soon)).statusCode).toBe(403);
    expect((await put(director, url, soon)).statusCode).toBe(200);
    const pipeline = (
      await ctx.app.inject({
        url: `/api/staff/vacancies/${vacancyId}/applications`,
        headers: director.headers,
      })
    ).json() as {
      id_postulacion: number;
      entrevista: { id_espacio_agendamiento: number; asistencia: null };
    }[];
    expect(pipeline.find((a) => a.id_postulacion === applicationId)!.entrevista).toMatchObject({
      id_espacio_agendamiento: soon,
      asistencia: null,
    });
    // Booked less than a day ahead: its invitation is fresh, so no reminder follows.
    expect(await ctx.app.runInterviewReminders()).toBe(0);
    const cancelled = await ctx.app.inject({ method: 'DELETE', url, headers: director.headers });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toMatch(/^Cancelaste la entrevista: el cupo quedó libre/);
    expect((await latestInvitation()).calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const audit = (
      await ctx.app.inject({
        url: `/api/audit?entidad=postulacion&entidad_id=${applicationId}`,
        headers: (await asStaff(ctx, 'admin@portal.local')).headers,
      })
    ).json() as { accion: string }[];
    expect(audit.map((e) => e.accion)).toEqual(
      expect.arrayContaining(['agendar_entrevista', 'mover_entrevista', 'cancelar_entrevista']),
    );
  });

  it('reminds the day before, once: bell and mail', async () => {
    await ctx.database.db
      .update(espaciosAgendamiento)
      .set({ fecha_hora: new Date(Date.now() + 30 * 3_600_000) })
      .where(eq(espaciosAgendamiento.id_espacio_agendamiento, soon));
    expect(
      (await put(nora, `/api/candidate/applications/${applicationId}/entrevista`, soon)).statusCode,
    ).toBe(200);
    expect(await ctx.app.runInterviewReminders()).toBe(0); // 30 h ahead: not yet
    await ctx.database.db
      .update(espaciosAgendamiento)
      .set({ fecha_hora: new Date(Date.now() + 20 * 3_600_000) })
      .where(eq(espaciosAgendamiento.id_espacio_agendamiento, soon));
    expect(await ctx.app.runInterviewReminders()).toBe(1);
    expect(await ctx.app.runInterviewReminders()).toBe(0);
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, '57000001@example.co'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail!.subject).toMatch(
      /^Recordatorio: tu entrevista para Auxiliar de cargue, turno mañana es el /,
    );
    expect((await bell()).items[0]!.titulo).toBe(
      'Recordatorio de tu entrevista: Auxiliar de cargue, turno mañana',
    );
  });

  it('attendance is marked only once the interview’s time came', async () => {
    const url = `/api/staff/applications/${applicationId}/entrevista/asistencia`;
    const early = await ctx.app.inject({
      method: 'POST',
      url,
      headers: director.headers,
      payload: { asistencia: 'no_asistio' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('todavía no ha pasado');
    await ctx.database.db
      .update(espaciosAgendamiento)
      .set({ fecha_hora: new Date(Date.now() - 3_600_000) })
      .where(eq(espaciosAgendamiento.id_espacio_agendamiento, soon));
    const marked = await ctx.app.inject({
      method: 'POST',
      url,
      headers: director.headers,
      payload: { asistencia: 'no_asistio' },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().message).toBe('Asistencia marcada: No asistió.');
    const pipeline = (
      await ctx.app.inject({
        url: `/api/staff/vacancies/${vacancyId}/applications`,
        headers: director.headers,
      })
    ).json() as { id_postulacion: number; entrevista: { asistencia: string } }[];
    expect(pipeline.find((a) => a.id_postulacion === applicationId)!.entrevista.asistencia).toBe(
      'no_asistio',
    );
  });
});
