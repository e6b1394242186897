import { orderLineStateLabels, type StaffOrderLine } from '@portal/shared/orders/staff';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { keysetBatches, mapBatches } from '../../lib/keyset-batches.js';
import type { Report } from '../../lib/streamed-report.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { orderLines } from '../processes/order-lines.js';
import { linesWhere } from './staff-service.js';

const TITLES = [
  'N.º de orden',
  'Fecha de la orden',
  'Empresa',
  'Cargo',
  'Categoría',
  'Ciudad',
  'Cantidad',
  'Salario',
  'Fecha de inicio',
  'Estado',
  'Motivo del rechazo',
  'N.º de vacante',
];

/**
 * GET /api/staff/orders/export: the inbox's lines in the state chosen, in the viewer's scope, newest
 * first. A company's order, no personal data: not audited (decision 0068).
 */
export function exportOrderLines(db: Db, staff: StaffPrincipal, estado: string): Report {
  const where = linesWhere(staff, estado);
  const batches = keysetBatches((after: StaffOrderLine | undefined, limit) =>
    orderLines(db, after ? sql`${where} and p.id_proceso < ${after.id_proceso}` : where, limit),
  );
  return {
    titles: TITLES,
    sheetName: 'Órdenes',
    batches: mapBatches(batches, (lines) =>
      lines.map((line) => [
        String(line.id_orden),
        { dateTime: new Date(line.fecha) },
        line.empresa,
        line.cargo,
        line.categoria ?? '',
        line.pedido.nombre_ciudad,
        { number: line.pedido.quantity, decimals: 0 },
        { number: line.pedido.customSalary, decimals: 0 },
        { date: line.pedido.startDate },
        orderLineStateLabels[line.estado],
        line.motivo_rechazo ?? '',
        line.id_vacante === null ? '' : String(line.id_vacante),
      ]),
    ),
  };
}
