import type { PositionConfig } from '@portal/shared/client-orders';
import { type StaffOrderLine } from '@portal/shared/staff-orders';
import { staffOrderMessages } from '@portal/shared/messages';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { enqueueMail } from '../../infra/mail/outbox.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { recordAudit } from '../audit/service.js';
import { activeUserEmail } from '../users/agency-contacts.js';
import * as repo from './repository.js';
import { orderedPosition } from './service.js';
import { toIso } from '../../lib/clock.js';
import { inStaffGroup } from './vacancy-link.js';

/** The agency's side of service orders: each order line is a process waiting to be accepted. */

export interface OrderedLine {
  id_cargo: number;
  id_categoria: number;
  nombre: string;
  descripcion: string;
  configuracion: PositionConfig;
  /** Demo data only: a line the agency already turned down, with its reason. */
  motivo_rechazo?: string;
}

/** For the orders module: one pending process per line of a new order, in the caller's transaction. */
export const openOrderProcesses = (
  db: Db,
  order: { id_orden: number; id_empresa: number },
  lines: OrderedLine[],
) =>
  repo.insertProcesses(
    db,
    lines.map((line) => ({
      ...line,
      ...order,
      estado_solicitud: line.motivo_rechazo ? ('rechazada' as const) : ('pendiente' as const),
    })),
  );

const toLine = (row: Awaited<ReturnType<typeof repo.processRows>>[number]): StaffOrderLine => ({
  id_proceso: row.id_proceso,
  id_orden: row.id_orden!,
  id_empresa: row.id_empresa,
  empresa: row.razon_social,
  cargo: row.nombre,
  descripcion: row.descripcion,
  id_categoria: row.id_categoria,
  categoria: row.categoria,
  estado: row.estado_solicitud,
  motivo_rechazo: row.motivo_rechazo,
  fecha: toIso(row.created_at),
  id_vacante: row.id_vacante,
  pedido: orderedPosition(row)!,
});

const staffScope = (staff: StaffPrincipal) =>
  staff.rol === 'admin' ? sql`true` : sql`e.id_grupo = ${staff.id_grupo ?? -1}`;

export async function listOrderLines(db: Db, staff: StaffPrincipal, estado: string) {
  const state = estado === 'todas' ? sql`true` : sql`p.estado_solicitud = ${estado}`;
  const rows = await repo.processRows(db, sql`p.id_orden is not null and ${staffScope(staff)} and ${state}`);
  return rows.map(toLine);
}

export async function orderLine(db: Db, staff: StaffPrincipal, id: number) {
  const [row] = await repo.processRows(
    db,
    sql`p.id_orden is not null and p.id_proceso = ${id} and ${staffScope(staff)}`,
  );
  if (!row) throw AppError.notFound(staffOrderMessages.notFound);
  return toLine(row);
}

/** Turning a line down ends that process for the company, with the reason it will read; audited and mailed. */
export async function rejectOrderLine(db: Database, staff: StaffPrincipal, id: number, motivo: string) {
  return db.transaction(async (tx) => {
    const line = await repo.lockProcess(tx, id);
    if (!line || line.id_orden === null || !inStaffGroup(staff, line.id_grupo))
      throw AppError.notFound(staffOrderMessages.notFound);
    if (line.estado_solicitud !== 'pendiente') throw AppError.conflict(staffOrderMessages.notPending);
    await repo.updateProcess(tx, id, { estado_solicitud: 'rechazada', motivo_rechazo: motivo });
    await recordAudit(tx, {
      actor: staff,
      accion: 'rechazar',
      entidad: 'orden_linea',
      entidad_id: id,
      antes: { estado_solicitud: 'pendiente' },
      despues: { estado_solicitud: 'rechazada', motivo_rechazo: motivo },
    });
    const requester = await repo.orderRequester(tx, line.id_orden);
    const correo = requester === undefined ? undefined : await activeUserEmail(tx, requester);
    if (correo)
      await enqueueMail(
        tx,
        {
          recipient: correo,
          subject: `La agencia no pudo atender: ${line.nombre}`,
          text: `Hola,\n\nLa agencia revisó tu orden de «${line.nombre}» y no la pudo atender: ${motivo}\n\nPuedes ver el detalle en Procesos.\n— Portal de empleo`,
        },
        new Date(),
      );
    return { message: staffOrderMessages.rejected };
  });
}
