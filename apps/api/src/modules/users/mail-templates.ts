import type { MailMessage } from '../../infra/mail/outbox.js';
import { INVITATION_TTL_HOURS, roleLabels, type Role } from '@portal/shared/staff';

const ZERO_WIDTH_SPACE = '\u200B';

/**
 * Text someone else typed (a name), made inert for mail clients that turn text into links: Gmail,
 * Outlook and Apple Mail link `https://…`, `www.…`, `name.tld/path` and `a@b.co` in plain text. A
 * zero-width space after each `.`, `@`, `:` and `/` inside a word breaks every such pattern while the
 * name reads the same; names cannot carry one of their own (contact.ts drops format characters).
 */
export const inertText = (text: string) => text.replace(/([.@:/])(?=\S)/g, `$1${ZERO_WIDTH_SPACE}`);

/** The invitation a new staff or company user receives to create their password. */
export const invitationMail = (to: string, name: string, rol: Role, link: string): MailMessage => ({
  recipient: to,
  subject: 'Te invitaron al Portal de empleo: crea tu contraseña',
  text:
    `Hola ${inertText(name)},\n\nTe crearon un usuario (${roleLabels[rol]}) en el Portal de empleo. ` +
    `Crea tu contraseña en este enlace:\n\n${link}\n\n` +
    `El enlace vence en ${INVITATION_TTL_HOURS} horas y sirve una sola vez.\n\n` +
    'Si no esperabas este correo, ignóralo.\n— Portal de empleo',
});
