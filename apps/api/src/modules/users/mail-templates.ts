import type { MailMessage } from '../../infra/mail/outbox.js';
import { INVITATION_TTL_HOURS, roleLabels, type Role } from '@portal/shared/staff';

/** The invitation a new staff or company user receives to create their password. */
export const invitationMail = (to: string, name: string, rol: Role, link: string): MailMessage => ({
  recipient: to,
  subject: 'Te invitaron al Portal de empleo: crea tu contraseña',
  text:
    `Hola ${name},\n\nTe crearon un usuario (${roleLabels[rol]}) en el Portal de empleo. ` +
    `Crea tu contraseña en este enlace:\n\n${link}\n\n` +
    `El enlace vence en ${INVITATION_TTL_HOURS} horas y sirve una sola vez.\n\n` +
    'Si no esperabas este correo, ignóralo.\n— Portal de empleo',
});
