import type { MailMessage } from '../../infra/mail/outbox.js';

type Mail = Omit<MailMessage, 'recipient'>;

/** A message the agency writes to the candidates of a vacancy (bulk action "Escribirles"). */
export const staffMessageMail = (
  to: { primer_nombre: string; titulo: string },
  message: { asunto: string; mensaje: string },
): Mail => ({
  subject: message.asunto,
  text: `Hola ${to.primer_nombre},\n\n${message.mensaje}\n\nVacante: ${to.titulo}\n— Portal de empleo`,
});
