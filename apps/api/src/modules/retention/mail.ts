import type { MailMessage } from '../../infra/mail/outbox.js';
import type { CandidateContact } from '../candidates/service.js';
import { formatCalendarDay } from '@portal/shared/bogota-time';

/** The notice an inactive candidate gets before their data is deleted (the privacy policy's term). */
export const warningMail = (to: CandidateContact & { correo: string }, deletesOn: Date): MailMessage => ({
  recipient: to.correo,
  subject: 'Tus datos en el Portal de Empleo se eliminarán por inactividad',
  text: `Hola ${to.primer_nombre},\n\nHace tiempo no usas el Portal de Empleo. Como dice nuestra Política de Privacidad, eliminaremos tu cuenta, tus documentos y tus datos personales el ${formatCalendarDay(deletesOn.toISOString().slice(0, 10))} si no vuelves antes.\n\nSi quieres conservarlos, solo ingresa al portal con tu número de documento.\n\n— Portal de Empleo S.A.S. · protecciondedatos@portaldeempleo.co`,
});
