import { staffOrderMessages } from '@portal/shared/messages';
import { sql } from 'drizzle-orm';
import { placementScope, reaches } from '../../access/staff-scope.js';
import type { Database, Db } from '../../db/client.js';
import type { AnnouncedTable } from '../../infra/table-versions.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { recordAudit } from '../audit/service.js';
import { lockOrderLine, markLineRejected, orderLines, orderRequester } from '../processes/order-lines.js';
import { notificationEvents, notify } from '../notifications/service.js';

/** The agency's side of service orders: each order line is a process waiting to be accepted. */

/** The lines of the companies the staff member reaches (`e`: the line's company). */
const staffScope = (staff: StaffPrincipal) =>
  placementScope(staff, { id_grupo: sql`e.id_grupo`, id_empresa: sql`e.id_empresa` }) ?? sql`true`;

/** The inbox's filter: the lines in scope, in the state chosen ('todas': any). */
export const linesWhere = (staff: StaffPrincipal, estado: string) =>
  sql`${staffScope(staff)} and ${estado === 'todas' ? sql`true` : sql`p.estado_solicitud = ${estado}`}`;

/** What `listOrderLines` reads (decision 0083). */
export const ORDER_LINE_TABLES = [
  'procesos',
  'empresas',
  'categorias',
  'ciudades',
] as const satisfies readonly AnnouncedTable[];

export async function listOrderLines(db: Db, staff: StaffPrincipal, estado: string) {
  return orderLines(db, linesWhere(staff, estado));
}

export async function orderLine(db: Db, staff: StaffPrincipal, id: number) {
  const [line] = await orderLines(db, sql`p.id_proceso = ${id} and ${staffScope(staff)}`);
  if (!line) throw AppError.notFound(staffOrderMessages.notFound);
  return line;
}

/** Turning a line down ends that process for the company, with the reason it will read; audited and mailed. */
export async function rejectOrderLine(db: Database, staff: StaffPrincipal, id: number, motivo: string) {
  return db.transaction(async (tx) => {
    const line = await lockOrderLine(tx, id);
    if (!line || !reaches(staff, line)) throw AppError.notFound(staffOrderMessages.notFound);
    if (line.estado_solicitud !== 'pendiente') throw AppError.conflict(staffOrderMessages.notPending);
    await markLineRejected(tx, id, motivo);
    await recordAudit(tx, {
      actor: staff,
      accion: 'rechazar',
      entidad: 'orden_linea',
      entidad_id: id,
      antes: { estado_solicitud: 'pendiente' },
      despues: { estado_solicitud: 'rechazada', motivo_rechazo: motivo },
    });
    const requester = await orderRequester(tx, line.id_orden);
    if (requester !== undefined)
      await notify(
        tx,
        notificationEvents.orderLineRejected(line.nombre, motivo, id),
        [{ id_usuario: requester }],
        new Date(),
      );
    return { message: staffOrderMessages.rejected };
  });
}
