import type { MailMessage } from '../../infra/mail/outbox.js';
import {
  INVITATION_TTL_HOURS,
  PASSWORD_RESET_TTL_MINUTES,
  roleLabels,
  type Role,
} from '@portal/shared/users/staff';

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

const SIGN_OFF = 'Si no fuiste tú, ignora este correo: tu cuenta sigue igual.\n— Portal de empleo';

/** The password reset link asked for at /signin. */
export const passwordResetMail = (to: string, name: string, link: string): MailMessage => ({
  recipient: to,
  subject: 'Portal de empleo: crea una contraseña nueva',
  text:
    `Hola ${name},\n\nPediste crear una contraseña nueva para el Portal de empleo. Hazlo en este enlace:\n\n${link}\n\n` +
    `El enlace vence en ${PASSWORD_RESET_TTL_MINUTES} minutos y sirve una sola vez. Al usarlo se cierran ` +
    `todas tus sesiones abiertas.\n\n${SIGN_OFF}`,
});

/**
 * Why a sign-in of this address could not work, told only to the inbox (the screen answers as for a
 * wrong password, so nobody learns which e-mails have users).
 */
export const signInHelpMail = (to: string, name: string, why: 'invitado' | 'desactivado'): MailMessage => ({
  recipient: to,
  subject: 'Portal de empleo: intento de inicio de sesión',
  text:
    `Hola ${name},\n\nAlguien intentó iniciar sesión en el Portal de empleo con este correo. ` +
    (why === 'invitado'
      ? 'Aún no has creado tu contraseña: usa el enlace de la invitación que te enviamos, o pide una ' +
        'contraseña nueva en «¿Olvidaste tu contraseña?» de la pantalla de ingreso.'
      : 'Tu usuario está desactivado: pide a un administrador de la agencia que lo active.') +
    `\n\n${SIGN_OFF}`,
});

/**
 * To the old address when a user's e-mail changes: whoever changed it (the user, or someone who manages
 * them) now receives the password links, so the owner must hear of it where they still read.
 */
export const emailChangedMail = (to: string, name: string, newAddress: string): MailMessage => ({
  recipient: to,
  subject: 'Portal de empleo: cambió tu correo de acceso',
  text:
    `Hola ${name},\n\nEl correo con el que ingresas al Portal de empleo cambió de ${to} a ${newAddress}. ` +
    'Desde ahora los enlaces para crear una contraseña llegan a la dirección nueva, y tus sesiones ' +
    'abiertas se cerraron.\n\nSi no lo pediste, avisa de inmediato a la agencia: puede ser un intento de ' +
    'tomar tu cuenta.\n— Portal de empleo',
});
