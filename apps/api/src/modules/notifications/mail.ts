import { oneClickUnsubscribeHeaders, renderMail } from '../../infra/mail/mail-html.js';
import type { MailMessage } from '../../infra/mail/outbox.js';

export interface MailedNotification {
  titulo: string;
  cuerpo: string;
  enlace: string;
}

export interface NotificationMailLinks {
  origin: string;
  /** Where this person chooses how we tell them things (a path). */
  preferences: string;
  /** The signed token that turns this person's notification mail off in one click. */
  token: string;
}

/**
 * One mail for what a person has not yet heard of by mail: a single event says it as it is; several
 * become one digest, each with its link. Every one says where to choose, and carries the one-click
 * unsubscribe headers (RFC 8058) that stop these mails (the bell stays).
 */
export function notificationMail(
  to: { correo: string; nombre: string | null },
  items: MailedNotification[],
  links: NotificationMailLinks,
): MailMessage {
  const greeting = to.nombre ? `Hola ${to.nombre},` : 'Hola,';
  const footer = [
    { text: 'Eliges qué avisos te llegan por correo en', url: `${links.origin}${links.preferences}` },
  ];
  const headers = oneClickUnsubscribeHeaders(
    `${links.origin}/api/notifications/unsubscribe?token=${encodeURIComponent(links.token)}`,
  );
  if (items.length === 1) {
    const [item] = items as [MailedNotification];
    return {
      recipient: to.correo,
      subject: item.titulo,
      ...renderMail({
        greeting,
        paragraphs: [item.cuerpo],
        action: { label: 'Ábrelo en el portal', url: `${links.origin}${item.enlace}` },
        footer,
      }),
      headers,
    };
  }
  return {
    recipient: to.correo,
    subject: `Tienes ${items.length} avisos nuevos en el Portal de Empleo`,
    ...renderMail({
      greeting,
      paragraphs: ['Esto pasó en tus procesos:'],
      items: items.map((item) => ({
        title: item.titulo,
        body: item.cuerpo,
        url: `${links.origin}${item.enlace}`,
      })),
      footer,
    }),
    headers,
  };
}
