import type { MailMessage } from '../../../infra/mail/outbox.js';

/** The e-mail a candidate gets when the agency turns one of their documents down. */

const signature = '\n\nEntra al portal, pestaña Documentos, para cargarlo.\n— Portal de empleo';

export const documentRejectedMail = (
  to: { correo: string; primer_nombre: string },
  type: string,
  reason: string,
): MailMessage => ({
  recipient: to.correo,
  subject: `Tu documento «${type}» necesita una versión nueva`,
  text: `Hola ${to.primer_nombre},\n\nRevisamos tu documento «${type}» y no lo pudimos aprobar: ${reason}\n\nCarga una versión nueva con «Reemplazar».${signature}`,
});
