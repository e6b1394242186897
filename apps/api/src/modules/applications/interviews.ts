import { formatAppointment } from '@portal/shared/bogota-time';
import type { Db } from '../../db/client.js';
import { renderMail } from '../../infra/mail/mail-html.js';
import { enqueueMail } from '../../infra/mail/outbox.js';
import { notificationEvents, notify } from '../notifications/service.js';
import { nextInvitation, type BookedSlot } from './repository.js';

/** How long an interview is in the calendar. */
const INTERVIEW_MINUTES = 60;

/**
 * Tells the candidate of their interview, inside the transaction that books or frees it: a mail with
 * the calendar invitation (REQUEST when booked, CANCEL when freed; the same event, a higher sequence
 * each time) and a line in their bell. A candidate without an e-mail gets the bell alone.
 */
export async function announceInterview(
  tx: Db,
  applicationId: number,
  slot: BookedSlot,
  method: 'REQUEST' | 'CANCEL',
) {
  const invitation = await nextInvitation(tx, applicationId);
  if (!invitation) return;
  const now = new Date();
  const when = formatAppointment(slot.fecha_hora);
  const booked = method === 'REQUEST';
  await notify(
    tx,
    booked
      ? notificationEvents.interviewBooked(invitation.titulo, when, slot.lugar)
      : notificationEvents.interviewCancelled(invitation.titulo, when),
    [{ id_candidato: invitation.id_candidato }],
    now,
  );
  if (!invitation.correo) return;
  const summary = `Entrevista: ${invitation.titulo}`;
  await enqueueMail(
    tx,
    {
      recipient: invitation.correo,
      subject: booked
        ? `Tu entrevista para ${invitation.titulo}: ${when}`
        : `Entrevista cancelada: ${invitation.titulo}`,
      ...renderMail({
        greeting: `Hola ${invitation.primer_nombre},`,
        paragraphs: booked
          ? [
              `Tu entrevista para la vacante «${invitation.titulo}» es el ${when}, en ${slot.lugar}.`,
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
