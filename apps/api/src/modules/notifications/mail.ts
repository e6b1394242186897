import type { MailMessage } from '../../infra/mail/outbox.js';

export interface MailedNotification {
  titulo: string;
  cuerpo: string;
  enlace: string;
}

const SIGNATURE = '— Portal de empleo';

/**
 * One mail for what a person has not yet heard of by mail: a single event says it as it is; several
 * become one digest, newest last, each with its link. Every mail says where to choose how we write.
 */
export function notificationMail(
  to: { correo: string; nombre: string | null },
  items: MailedNotification[],
  links: { origin: string; preferences: string },
): MailMessage {
  const greeting = to.nombre ? `Hola ${to.nombre},` : 'Hola,';
  const footer = `Eliges qué avisos te llegan por correo en ${links.origin}${links.preferences}\n${SIGNATURE}`;
  if (items.length === 1) {
    const [item] = items as [MailedNotification];
    return {
      recipient: to.correo,
      subject: item.titulo,
      text: `${greeting}\n\n${item.cuerpo}\n\nÁbrelo en el portal: ${links.origin}${item.enlace}\n\n${footer}`,
    };
  }
  const list = items.map((item) => `• ${item.titulo}\n  ${item.cuerpo}\n  ${links.origin}${item.enlace}`);
  return {
    recipient: to.correo,
    subject: `Tienes ${items.length} avisos nuevos en el Portal de Empleo`,
    text: `${greeting}\n\nEsto pasó en tus procesos:\n\n${list.join('\n\n')}\n\n${footer}`,
  };
}
