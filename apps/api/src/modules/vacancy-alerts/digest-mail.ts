import { formatCop } from '@portal/shared/text';
import { DIGEST_MAX_VACANCIES } from '@portal/shared/vacancy-alerts';
import { oneClickUnsubscribeHeaders, renderMail } from '../../infra/mail/mail-html.js';
import type { MailMessage } from '../../infra/mail/outbox.js';
import type { DigestVacancy } from './repository.js';

export interface DigestLinks {
  origin: string;
  /** The signed token that withdraws this candidate's alerts. */
  token: string;
}

/** The daily digest: the new matching vacancies, where to change the alerts, and how to stop them. */
export function digestMail(
  to: { correo: string; primer_nombre: string },
  vacancies: DigestVacancy[],
  links: DigestLinks,
): MailMessage {
  const shown = vacancies.slice(0, DIGEST_MAX_VACANCIES);
  const more = vacancies.length - shown.length;
  const count = vacancies.length;
  const token = encodeURIComponent(links.token);
  return {
    recipient: to.correo,
    subject: count === 1 ? 'Una vacante nueva para ti' : `${count} vacantes nuevas para ti`,
    ...renderMail({
      greeting: `Hola ${to.primer_nombre},`,
      paragraphs: ['Estas vacantes se publicaron desde nuestro último correo y coinciden con tus alertas:'],
      items: shown.map((v) => ({
        title: v.titulo,
        body: `${v.ciudad} · ${v.categoria} · ${formatCop(v.salario)}`,
        url: `${links.origin}/vacancy/${v.id_vacante}`,
      })),
      action: more > 0 ? { label: `Ver ${more} más en el portal`, url: `${links.origin}/` } : undefined,
      footer: [
        { text: 'Para cambiar tus alertas, entra a Mis datos:', url: `${links.origin}/mis-datos` },
        {
          text: 'Para no recibir más alertas, abre este enlace (no necesitas ingresar):',
          url: `${links.origin}/alertas/cancelar?token=${token}`,
        },
      ],
    }),
    headers: oneClickUnsubscribeHeaders(
      `${links.origin}/api/vacancy-alerts/unsubscribe/one-click?token=${token}`,
    ),
  };
}
