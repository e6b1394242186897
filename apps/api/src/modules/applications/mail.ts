import { applicationStateLabels, type ApplicationState } from '@portal/shared/applications/candidate';
import type { MailMessage } from '../../infra/mail/outbox.js';

type Mail = Omit<MailMessage, 'recipient'>;

/** The candidate hears of each move of their application (the board, alone or in bulk). */
export const applicationStateMail = (
  application: { primer_nombre: string; titulo: string },
  estado: ApplicationState,
): Mail => ({
  subject: `Tu postulación a ${application.titulo}: ${applicationStateLabels[estado]}`,
  text:
    `Hola ${application.primer_nombre},\n\nTu postulación a la vacante «${application.titulo}» ahora está: ` +
    `${applicationStateLabels[estado]}.\n\nPuedes seguirla en la pestaña Aplicaciones del portal.\n— Portal de empleo`,
});

/** A message the agency writes to the candidates of a vacancy (bulk action "Escribirles"). */
export const staffMessageMail = (
  to: { primer_nombre: string; titulo: string },
  message: { asunto: string; mensaje: string },
): Mail => ({
  subject: message.asunto,
  text: `Hola ${to.primer_nombre},\n\n${message.mensaje}\n\nVacante: ${to.titulo}\n— Portal de empleo`,
});
