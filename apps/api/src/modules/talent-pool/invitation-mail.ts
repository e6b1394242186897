import type { MailMessage } from '../../infra/mail/outbox.js';
import type { NotificationEvent } from '../notifications/events.js';

/** The mail of 'Invitar a postularse': one click opens the vacancy, and how to stop these mails. */
export const invitationMail = (
  to: { correo: string; primer_nombre: string },
  vacancy: { titulo: string; ciudad: string | null },
  links: { open: string; stop: string },
): MailMessage => ({
  recipient: to.correo,
  subject: `Te invitamos a postularte: ${vacancy.titulo}`,
  text:
    `Hola ${to.primer_nombre},\n\nRevisamos tu perfil y creemos que encajas en la vacante «${vacancy.titulo}»` +
    `${vacancy.ciudad ? ` en ${vacancy.ciudad}` : ''}. Si te interesa, postúlate con un clic:\n\n${links.open}\n\n` +
    `Te escribimos porque aceptaste recibir alertas de vacantes. Si no quieres recibir más, ` +
    `desactívalas en Mis datos: ${links.stop}\n— Portal de empleo`,
});

/** The bell's copy of the invitation. */
export const invitationEvent = (titulo: string, path: string): NotificationEvent => ({
  evento: 'invitacion_vacante',
  titulo: `Te invitamos a postularte: ${titulo}`,
  cuerpo: `La agencia cree que encajas en «${titulo}». Revisa la vacante y postúlate si te interesa.`,
  enlace: path,
});
