import { z } from 'zod';
import { rowId } from '../ids';
import { storedConfigSchema } from './client';
import { REQUEST_STATES } from '../processes/client';
import { staffOrderMessages } from '../messages/staff';
import { reportFormatSchema } from '../report-format';

/** Contracts of the agency's order inbox: each line of a company's service order, to accept or reject. */

const id = rowId();

export const ORDER_FILTERS = ['pendiente', 'aceptada', 'rechazada', 'todas'] as const;
export const orderListQuerySchema = z.object({
  estado: z.enum(ORDER_FILTERS, 'Elige un estado de la lista.').default('pendiente'),
});
export const orderParamsSchema = z.object({ id });
/** GET /api/staff/orders/export: the lines of the state shown, as a file. */
export const orderExportQuerySchema = orderListQuerySchema.extend({ formato: reportFormatSchema });

/** A line's state as the inbox names it. */
export const orderLineStateLabels: Record<(typeof REQUEST_STATES)[number], string> = {
  pendiente: 'Por atender',
  aceptada: 'Vacante abierta',
  rechazada: 'Rechazada',
};

export const staffOrderLineSchema = z.object({
  id_proceso: z.number().int(),
  id_orden: z.number().int(),
  id_empresa: z.number().int(),
  empresa: z.string(),
  cargo: z.string(),
  descripcion: z.string(),
  id_categoria: z.number().int().nullable(),
  categoria: z.string().nullable(),
  estado: z.enum(REQUEST_STATES),
  motivo_rechazo: z.string().nullable(),
  fecha: z.string(),
  id_vacante: z.number().int().nullable(),
  pedido: storedConfigSchema.extend({ nombre_ciudad: z.string() }),
});
export type StaffOrderLine = z.infer<typeof staffOrderLineSchema>;
export const staffOrderListSchema = z.array(staffOrderLineSchema);

export const rejectOrderLineSchema = z.object({
  motivo: z
    .string(staffOrderMessages.reasonRequired)
    .trim()
    .min(5, staffOrderMessages.reasonRequired)
    .max(1000),
});
