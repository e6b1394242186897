import { DATA_REQUEST_LABELS, type DataRequestKind } from '@portal/shared/data-requests';
import type { MailMessage } from '../../infra/mail/outbox.js';

const signature = '\n\n— Portal de Empleo S.A.S. · protecciondedatos@portaldeempleo.co';

interface Recipient {
  correo: string;
  primer_nombre: string;
}

/** The e-mails of a data request: received, extended, answered (Ley 1581, arts. 14 and 15). */
export const dataRequestMails = {
  received: (to: Recipient, tipo: DataRequestKind, dueDate: string): MailMessage => ({
    recipient: to.correo,
    subject: `Recibimos tu solicitud: ${DATA_REQUEST_LABELS[tipo]}`,
    text: `Hola ${to.primer_nombre},\n\nRecibimos tu solicitud «${DATA_REQUEST_LABELS[tipo]}». Te responderemos a más tardar el ${dueDate}. Puedes seguirla en el portal, en Mi Perfil > Mis datos.${signature}`,
  }),
  extended: (to: Recipient, tipo: DataRequestKind, reason: string, dueDate: string): MailMessage => ({
    recipient: to.correo,
    subject: `Necesitamos más tiempo para tu solicitud: ${DATA_REQUEST_LABELS[tipo]}`,
    text: `Hola ${to.primer_nombre},\n\nNo alcanzamos a responder tu solicitud «${DATA_REQUEST_LABELS[tipo]}» en el plazo inicial por este motivo: ${reason}\n\nTe responderemos a más tardar el ${dueDate}.${signature}`,
  }),
  answered: (to: Recipient, tipo: DataRequestKind, granted: boolean, answer: string): MailMessage => ({
    recipient: to.correo,
    subject: `Respuesta a tu solicitud: ${DATA_REQUEST_LABELS[tipo]}`,
    text: `Hola ${to.primer_nombre},\n\n${granted ? 'Atendimos' : 'Revisamos'} tu solicitud «${DATA_REQUEST_LABELS[tipo]}».\n\n${answer}${granted && tipo === 'eliminacion' ? '\n\nTu cuenta quedó cerrada y eliminamos tus datos y documentos. Este es el último correo que te enviamos.' : ''}${signature}`,
  }),
};
