import { formatAppointment } from '@portal/shared/bogota-time';
import type { Db } from '../../db/client.js';
import { renderMail } from '../../infra/mail/mail-html.js';
import { enqueueMail } from '../../infra/mail/outbox.js';
import { notificationEvents, notify } from '../notifications/service.js';
import type { Database } from '../../db/client.js';
import { interviewContact, nextInvitation, takeInterviewsToRemind, type BookedSlot } from './repository.js';

/** How long an interview is in the calendar. */
const INTERVIEW_MINUTES = 60;

/** What happened to the interview: each sends the same calendar event, a higher sequence each time. */
export type InterviewChange = 'booked' | 'moved' | 'cancelled';

/**
 * Tells the candidate of their interview, inside the transaction that books, moves or frees it: a
 * mail with the calendar invitation (REQUEST when booked or moved, which updates the event already in
 * their calendar; CANCEL when freed) and a line in their bell. Without an e-mail, the bell alone.
 */
export async function announceInterview(
  tx: Db,
  applicationId: number,
  slot: BookedSlot,
  change: InterviewChange,
) {
  const invitation = await nextInvitation(tx, applicationId);
  if (!invitation) return;
  const now = new Date();
  const when = formatAppointment(slot.fecha_hora);
  const booked = change !== 'cancelled';
  const method = booked ? 'REQUEST' : 'CANCEL';
  await notify(
    tx,
    change === 'cancelled'
      ? notificationEvents.interviewCancelled(invitation.titulo, when)
      : change === 'moved'
        ? notificationEvents.interviewMoved(invitation.titulo, when, slot.lugar)
        : notificationEvents.interviewBooked(invitation.titulo, when, slot.lugar),
    [{ id_candidato: invitation.id_candidato }],
    now,
  );
  if (!invitation.correo) return;
  const summary = `Entrevista: ${invitation.titulo}`;
  await enqueueMail(
    tx,
    {
      recipient: invitation.correo,
      subject: !booked
        ? `Entrevista cancelada: ${invitation.titulo}`
        : change === 'moved'
          ? `Nuevo horario de tu entrevista para ${invitation.titulo}: ${when}`
          : `Tu entrevista para ${invitation.titulo}: ${when}`,
      ...renderMail({
        greeting: `Hola ${invitation.primer_nombre},`,
        paragraphs: booked
          ? [
              change === 'moved'
                ? `Tu entrevista para la vacante «${invitation.titulo}» cambió de horario: ahora es el ${when}, en ${slot.lugar}.`
                : `Tu entrevista para la vacante «${invitation.titulo}» es el ${when}, en ${slot.lugar}.`,
              'Agrégala a tu calendario con la invitación de este correo. Si no puedes asistir, cancélala en la pestaña Aplicaciones del portal: tu cupo quedará libre para otra persona.',
            ]
          : [
              `La entrevista del ${when} para la vacante «${invitation.titulo}» quedó cancelada y salió de tu calendario.`,
            ],
        footer: [],
      }),
      calendar: {
        method,
        uid: `entrevista-${applicationId}@portaldeempleo.co`,
        sequence: invitation.secuencia,
        start: slot.fecha_hora.toISOString(),
        stamp: now.toISOString(),
        minutes: INTERVIEW_MINUTES,
        summary,
        location: slot.lugar,
        description: `Entrevista de la vacante «${invitation.titulo}». Lleva tu documento de identidad.`,
        attendee: { name: invitation.primer_nombre, email: invitation.correo },
      },
    },
    now,
  );
}

/** The reminder job: every few minutes, in every process (one at a time). */
export const INTERVIEW_REMINDER_JOB = { name: 'recordatorio_entrevistas', everyMs: 5 * 60_000 } as const;

/**
 * Reminds each candidate of an interview that starts within the next day, once: a line in the bell
 * and a plain mail (the calendar already holds the event). Answers how many were reminded.
 */
export async function remindInterviews(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await takeInterviewsToRemind(tx);
    for (const interview of due) {
      const who = await interviewContact(tx, interview.id_postulacion);
      if (!who) continue;
      const when = formatAppointment(new Date(interview.fecha_hora));
      await notify(
        tx,
        notificationEvents.interviewReminder(who.titulo, when, interview.lugar),
        [{ id_candidato: who.id_candidato }],
        now,
      );
      if (!who.correo) continue;
      await enqueueMail(
        tx,
        {
          recipient: who.correo,
          subject: `Recordatorio: tu entrevista para ${who.titulo} es el ${when}`,
          ...renderMail({
            greeting: `Hola ${who.primer_nombre},`,
            paragraphs: [
              `Te esperamos el ${when}, en ${interview.lugar}, para la entrevista de la vacante «${who.titulo}».`,
              'Lleva tu documento de identidad. Si no puedes asistir, cancélala o cambia el horario en la pestaña Aplicaciones del portal: tu cupo quedará libre para otra persona.',
            ],
            footer: [],
          }),
        },
        now,
      );
    }
    return due.length;
  });
}
