import { storedConfigSchema, type PositionConfig } from '@portal/shared/orders/client';
import type { StaffOrderLine } from '@portal/shared/orders/staff';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { toIso } from '../../lib/clock.js';
import * as repo from './repository.js';
import type { LineRow } from './repository.js';

/**
 * The process records behind a company's order lines (this module owns `procesos`): the orders
 * module opens them when a company orders, and its agency inbox reads and turns them down here.
 */

export interface OrderedLine {
  id_cargo: number;
  id_categoria: number;
  nombre: string;
  descripcion: string;
  configuracion: PositionConfig;
  /** Demo data only: a line the agency already turned down, with its reason. */
  motivo_rechazo?: string;
}

/** One pending process per line of a new order, in the caller's transaction. */
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

/** The configuration as ordered, with the city's name; null for a process the agency opened. */
export const orderedPosition = (row: Pick<LineRow, 'configuracion' | 'nombre_ciudad_pedido'>) =>
  row.configuracion === null
    ? null
    : { ...storedConfigSchema.parse(row.configuracion), nombre_ciudad: row.nombre_ciudad_pedido ?? '' };

const toLine = (row: LineRow): StaffOrderLine => ({
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

/**
 * The order lines matching `where` (`p`: the process, `e`: its company), as the agency's inbox shows
 * them; with a `limit`, a batch by id, newest first (see `lineRows`).
 */
export const orderLines = async (db: Db, where: SQL, limit?: number) =>
  (await repo.lineRows(db, sql`p.id_orden is not null and ${where}`, limit)).map(toLine);

/** An order line locked for a decision (undefined: no such line, or a process the agency opened itself). */
export async function lockOrderLine(db: Db, id: number) {
  const line = await repo.lockProcess(db, id);
  return line && line.id_orden !== null ? { ...line, id_orden: line.id_orden } : undefined;
}

/** Ends the line for the company, with the reason it will read. */
export const markLineRejected = (db: Db, id: number, motivo: string) =>
  repo.updateProcess(db, id, { estado_solicitud: 'rechazada', motivo_rechazo: motivo });

/** Who placed the order (its company user), to tell them. */
export const orderRequester = (db: Db, idOrden: number) => repo.orderRequester(db, idOrden);
