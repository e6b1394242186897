import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { empresas, ordenesServicio, procesos } from '../../db/schema/index.js';
import { plannedRows } from '../../db/planned.js';
import { queryRows } from '../../db/rows.js';

export type NewProcess = typeof procesos.$inferInsert;

/** A process as the company follows it: the order line, its vacancy (if opened) and its counts. */
export interface ProcessRow {
  id_proceso: number;
  id_empresa: number;
  id_categoria: number | null;
  /** The service order the line came in (null: the agency opened the process itself). */
  id_orden: number | null;
  nombre: string;
  descripcion: string;
  categoria: string | null;
  configuracion: unknown;
  nombre_ciudad_pedido: string | null;
  estado_solicitud: 'pendiente' | 'aceptada' | 'rechazada';
  motivo_rechazo: string | null;
  created_at: Date | string;
  id_vacante: number | null;
  vacante_estado: string | null;
  fecha_cierre: string | null;
  cantidad_vacantes: number | null;
  salario: number | null;
  turno: string | null;
  lugar: string | null;
  nombre_ciudad: string | null;
  postulaciones: number;
  enviados: number;
  pendientes: number;
  contratados: number;
}

/** What a process says of itself (`p`): the line as ordered, with its company (`e`), category and city. */
const lineColumns = sql`p.id_proceso, p.id_empresa, p.id_categoria, p.id_orden, e.razon_social, p.nombre,
  p.descripcion, cat.nombre_categoria as categoria, p.configuracion, pc.nombre_ciudad as nombre_ciudad_pedido,
  p.estado_solicitud, p.motivo_rechazo, p.created_at, p.id_vacante`;
const lineTables = sql`procesos p
  join empresas e on e.id_empresa = p.id_empresa
  left join categorias cat on cat.id_categoria = p.id_categoria
  left join ciudades pc on pc.id_ciudad = (p.configuracion ->> 'cityId')::int`;
/** Newest first; with a `limit`, a keyset batch of an export by id, so `where` can say "before this id". */
const newestFirst = (limit?: number) =>
  limit === undefined ? sql`p.created_at desc, p.id_proceso desc` : sql`p.id_proceso desc limit ${limit}`;

/** Processes with their vacancy and counts by stage, in one statement; `where` narrows by company or id. */
export async function processRows(db: Db, where: SQL) {
  return plannedRows<ProcessRow & { razon_social: string }>(
    db,
    sql`
      select ${lineColumns},
        v.estado as vacante_estado, v.fecha_cierre, v.cantidad_vacantes, v.salario, v.turno,
        v.lugar, vc.nombre_ciudad,
        coalesce(stats.postulaciones, 0) as postulaciones, coalesce(stats.enviados, 0) as enviados,
        coalesce(stats.pendientes, 0) as pendientes, coalesce(stats.contratados, 0) as contratados
      from ${lineTables}
        left join vacantes v on v.id_vacante = p.id_vacante
        left join ciudades vc on vc.id_ciudad = v.id_ciudad
        -- Counts per process through the (id_vacante, estado) index, not a scan of every application.
        left join lateral (
          select count(*)::int as postulaciones,
            (count(*) filter (where a.estado in
              ('enviada_cliente', 'aprobada', 'rechazada', 'en_contratacion', 'contratada')))::int as enviados,
            (count(*) filter (where a.estado = 'enviada_cliente'))::int as pendientes,
            (count(*) filter (where a.estado = 'contratada'))::int as contratados
          from postulaciones a where a.id_vacante = v.id_vacante) stats on true
      where ${where}
      order by ${newestFirst()}`,
  );
}

export type LineRow = Pick<
  ProcessRow,
  | 'id_proceso'
  | 'id_empresa'
  | 'id_categoria'
  | 'id_orden'
  | 'nombre'
  | 'descripcion'
  | 'categoria'
  | 'configuracion'
  | 'nombre_ciudad_pedido'
  | 'estado_solicitud'
  | 'motivo_rechazo'
  | 'created_at'
  | 'id_vacante'
> & { razon_social: string };

/**
 * The processes alone, without their vacancy or counts (the agency's order inbox shows neither): no
 * join to the 10,000s of vacancies, which the planner read whole while `procesos` had no statistics.
 */
export async function lineRows(db: Db, where: SQL, limit?: number) {
  return plannedRows<LineRow>(
    db,
    sql`select ${lineColumns} from ${lineTables} where ${where} order by ${newestFirst(limit)}`,
  );
}

export async function insertProcesses(db: Db, rows: NewProcess[]) {
  if (rows.length === 0) return [];
  return (await db.insert(procesos).values(rows).returning({ id: procesos.id_proceso })).map((r) => r.id);
}

/** The process row with its company's group, locked until the transaction ends. */
export async function lockProcess(db: Db, id: number) {
  const [row] = await db
    .select({ process: procesos, id_grupo: empresas.id_grupo })
    .from(procesos)
    .innerJoin(empresas, eq(empresas.id_empresa, procesos.id_empresa))
    .where(eq(procesos.id_proceso, id))
    .for('update', { of: procesos });
  return row && { ...row.process, id_grupo: row.id_grupo };
}

export async function processOfVacancy(db: Db, idVacante: number) {
  const [row] = await db.select().from(procesos).where(eq(procesos.id_vacante, idVacante)).for('update');
  return row;
}

export async function updateProcess(db: Db, id: number, values: Partial<NewProcess>) {
  await db
    .update(procesos)
    .set({ ...values, updated_at: new Date() })
    .where(eq(procesos.id_proceso, id));
}

export async function deleteDirectProcess(db: Db, id: number) {
  await db.delete(procesos).where(and(eq(procesos.id_proceso, id), sql`${procesos.id_orden} is null`));
}

/** Who placed an order (its company user). */
export async function orderRequester(db: Db, idOrden: number) {
  const [row] = await db
    .select({ id_usuario: ordenesServicio.id_usuario })
    .from(ordenesServicio)
    .where(eq(ordenesServicio.id_orden, idOrden));
  return row?.id_usuario;
}

/** The process behind each of these vacancies, with its client company. */
export function processesOfVacancies(db: Db, vacancyIds: number[]) {
  if (vacancyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id_vacante: procesos.id_vacante,
      id_proceso: procesos.id_proceso,
      cargo: procesos.nombre,
      empresa_cliente: empresas.razon_social,
    })
    .from(procesos)
    .innerJoin(empresas, eq(empresas.id_empresa, procesos.id_empresa))
    .where(inArray(procesos.id_vacante, vacancyIds));
}

/** A process, its company and the company's group: who reaches it (`reaches`), for other modules. */
export async function placementOf(db: Db, id: number) {
  const [row] = await queryRows<{
    id_proceso: number;
    id_empresa: number;
    id_grupo: number | null;
    id_orden: number | null;
    id_vacante: number | null;
    nombre: string;
    empresa: string;
    fecha_inicio: string | null;
  }>(
    db,
    sql`
      select p.id_proceso, p.id_empresa, e.id_grupo, p.id_orden, p.id_vacante, p.nombre,
        e.razon_social as empresa, p.configuracion ->> 'startDate' as fecha_inicio
      from procesos p join empresas e on e.id_empresa = p.id_empresa
      where p.id_proceso = ${id}`,
  );
  return row;
}

/** Sets an order line's start date; a line the agency turned down goes back to waiting for it. */
export async function setStartDate(db: Db, id: number, fecha: string) {
  await db.execute(sql`
    update procesos set
      configuracion = jsonb_set(configuracion, '{startDate}', to_jsonb(${fecha}::text)),
      estado_solicitud = case when estado_solicitud = 'rechazada' then 'pendiente' else estado_solicitud end,
      motivo_rechazo = case when estado_solicitud = 'rechazada' then null else motivo_rechazo end,
      updated_at = now()
    where id_proceso = ${id} and configuracion is not null`);
}
