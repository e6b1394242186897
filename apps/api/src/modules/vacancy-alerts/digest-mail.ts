import { DIGEST_MAX_VACANCIES } from '@portal/shared/vacancy-alerts';
import type { MailMessage } from '../../infra/mail/outbox.js';
import type { DigestVacancy } from './repository.js';

const cop = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });

export interface DigestLinks {
  origin: string;
  unsubscribe: string;
}

/** The daily digest: the new matching vacancies, where to change the alerts, and how to stop them. */
export function digestMail(
  to: { correo: string; primer_nombre: string },
  vacancies: DigestVacancy[],
  links: DigestLinks,
): MailMessage {
  const shown = vacancies.slice(0, DIGEST_MAX_VACANCIES);
  const lines = shown.map(
    (v) =>
      `• ${v.titulo} — ${v.ciudad} · ${v.categoria} · ${cop.format(v.salario)}\n  ${links.origin}/vacancy/${v.id_vacante}`,
  );
  const more = vacancies.length - shown.length;
  if (more > 0) lines.push(`…y ${more} más en ${links.origin}/`);
  const count = vacancies.length;
  return {
    recipient: to.correo,
    subject: count === 1 ? 'Una vacante nueva para ti' : `${count} vacantes nuevas para ti`,
    text:
      `Hola ${to.primer_nombre},\n\n` +
      `Estas vacantes se publicaron desde nuestro último correo y coinciden con tus alertas:\n\n` +
      `${lines.join('\n\n')}\n\n` +
      `Para cambiar tus alertas, entra a Mis datos: ${links.origin}/mis-datos\n` +
      `Para no recibir más alertas, abre este enlace (no necesitas ingresar): ${links.unsubscribe}\n\n` +
      `— Portal de Empleo S.A.S.`,
  };
}
