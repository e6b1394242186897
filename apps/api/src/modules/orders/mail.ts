import type { PositionConfig } from '@portal/shared/orders/client';
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

/** The e-mail the ordering company user gets when the agency turns one of its lines down. */
export const orderLineRejectedMail = (cargo: string, motivo: string): Omit<MailMessage, 'recipient'> => ({
  subject: `La agencia no pudo atender: ${cargo}`,
  text: `Hola,\n\nLa agencia revisó tu orden de «${cargo}» y no la pudo atender: ${motivo}\n\nPuedes ver el detalle en Procesos.\n— Portal de empleo`,
});
