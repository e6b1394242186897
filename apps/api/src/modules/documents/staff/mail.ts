import type { MailMessage } from '../../../infra/mail/outbox.js';

/** The e-mails a candidate gets when the agency asks for a document or turns one down. */

const signature = '\n\nEntra al portal, pestaña Documentos, para cargarlo.\n— Portal de empleo';

export const documentRequestedMail = (
  to: { correo: string; primer_nombre: string },
  name: string,
  description: string | undefined,
): MailMessage => ({
  recipient: to.correo,
  subject: `Te pidieron un documento: ${name}`,
  text: `Hola ${to.primer_nombre},\n\nLa agencia te pidió este documento: ${name}.${description ? `\n\n${description}` : ''}${signature}`,
});

export const documentRejectedMail = (
  to: { correo: string; primer_nombre: string },
  type: string,
  reason: string,
): MailMessage => ({
  recipient: to.correo,
  subject: `Tu documento «${type}» necesita una versión nueva`,
  text: `Hola ${to.primer_nombre},\n\nRevisamos tu documento «${type}» y no lo pudimos aprobar: ${reason}\n\nCarga una versión nueva con «Reemplazar».${signature}`,
});
