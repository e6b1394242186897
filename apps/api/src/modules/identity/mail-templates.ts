import type { MailMessage } from '../../infra/mail/outbox.js';

const signature = '\n\nSi no solicitaste este código, ignora este mensaje.\n— Portal de empleo';
const greeting = (name: string | null | undefined) => (name ? `Hola ${name.split(' ')[0]},` : 'Hola,');

/** Spanish texts for every code the identity service sends. */
export const mailTemplates = {
  signUpCode: (to: string, name: string | null | undefined, code: string): MailMessage => ({
    recipient: to,
    subject: 'Confirma tu cuenta: tu código de verificación',
    text: `${greeting(name)}\n\nTu código para confirmar tu cuenta es: ${code}\n\nEl código vence en 24 horas.${signature}`,
  }),
  resetCode: (to: string, name: string | null | undefined, code: string): MailMessage => ({
    recipient: to,
    subject: 'Restablece tu contraseña',
    text: `${greeting(name)}\n\nTu código para restablecer tu contraseña es: ${code}\n\nEl código vence en 1 hora.${signature}`,
  }),
  verifyEmailCode: (to: string, name: string | null | undefined, code: string): MailMessage => ({
    recipient: to,
    subject: 'Confirma tu nuevo correo electrónico',
    text: `${greeting(name)}\n\nTu código para confirmar este correo es: ${code}\n\nEl código vence en 24 horas.${signature}`,
  }),
  signInCode: (to: string, name: string | null | undefined, code: string): MailMessage => ({
    recipient: to,
    subject: 'Tu código de acceso',
    text: `${greeting(name)}\n\nTu código para iniciar sesión es: ${code}\n\nEl código vence en 3 minutos.${signature}`,
  }),
};
