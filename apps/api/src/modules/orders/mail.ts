import type { PositionConfig } from '@portal/shared/client-orders';
import type { MailMessage } from '../../infra/mail/outbox.js';

/** The e-mail the agency gets when a company places an order (one per contact; recipient set by caller). */
export function orderPlacedMail(
  empresa: string,
  idOrden: number,
  lines: { nombre: string; configuracion: PositionConfig }[],
): Omit<MailMessage, 'recipient'> {
  const list = lines
    .map(
      ({ nombre, configuracion: c }) =>
        `- ${nombre}: ${c.quantity} persona(s), ${c.workType}, desde ${c.startDate}`,
    )
    .join('\n');
  return {
    subject: `Nueva orden de servicio N.º ${idOrden} de ${empresa}`,
    text: `Hola,\n\n${empresa} envió la orden N.º ${idOrden}:\n${list}\n\nÁbrela en el panel, sección Órdenes, para aceptar cada cargo y abrir su vacante.\n— Portal de empleo`,
  };
}
