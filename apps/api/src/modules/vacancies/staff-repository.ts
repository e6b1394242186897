import { and, count, desc, eq, getTableColumns, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ciudades, espaciosAgendamiento, postulaciones, vacantes } from '../../db/schema/index.js';

export type NewVacancy = typeof vacantes.$inferInsert;
export const STAFF_PAGE_SIZE = 20;

export interface StaffListFilter {
  scope: SQL | undefined;
  estado?: 'abierta' | 'cerrada';
  q?: string;
  page: number;
}

/** The list's filters as one condition: its scope, its state and a text in the title. */
const staffListWhere = (filter: Omit<StaffListFilter, 'page'>) =>
  and(
    filter.scope,
    filter.estado ? eq(vacantes.estado, filter.estado) : undefined,
    filter.q ? sql`${vacantes.titulo} ilike ${`%${filter.q.replace(/[%_\\]/g, '\\$&')}%`}` : undefined,
  );

/** One page with each vacancy's application count, and the total: two statements. */
export async function listForStaff(db: Db, filter: StaffListFilter) {
  const where = staffListWhere(filter);
  const applications = db
    .select({ id_vacante: postulaciones.id_vacante, n: count().as('n') })
    .from(postulaciones)
    .groupBy(postulaciones.id_vacante)
    .as('applications');
  const items = await db
    .select({
      id_vacante: vacantes.id_vacante,
      titulo: vacantes.titulo,
      empresa: vacantes.empresa,
      id_empresa: vacantes.id_empresa,
      estado: vacantes.estado,
      nombre_ciudad: ciudades.nombre_ciudad,
      fecha_publicacion: vacantes.fecha_publicacion,
      fecha_cierre: vacantes.fecha_cierre,
      cantidad_vacantes: vacantes.cantidad_vacantes,
      postulaciones: sql<number>`coalesce(${applications.n}, 0)::int`,
    })
    .from(vacantes)
    .innerJoin(ciudades, eq(ciudades.id_ciudad, vacantes.id_ciudad))
    .leftJoin(applications, eq(applications.id_vacante, vacantes.id_vacante))
    .where(where)
    .orderBy(desc(vacantes.fecha_publicacion), desc(vacantes.id_vacante))
    .limit(STAFF_PAGE_SIZE)
    .offset((filter.page - 1) * STAFF_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(vacantes).where(where);
  return { items, total: total?.n ?? 0 };
}

/**
 * A batch of the list's export: up to `limit` vacancies the same filters match, newest first by id
 * before `beforeId` (keyset), with what the file shows. The count is per row here, not grouped over
 * every application as the page does: a batch reads only its own vacancies' applications.
 */
export function exportBatchForStaff(
  db: Db,
  filter: Omit<StaffListFilter, 'page'>,
  beforeId: number | undefined,
  limit: number,
) {
  return db
    .select({
      id_vacante: vacantes.id_vacante,
      titulo: vacantes.titulo,
      empresa: vacantes.empresa,
      estado: vacantes.estado,
      nombre_ciudad: ciudades.nombre_ciudad,
      fecha_publicacion: vacantes.fecha_publicacion,
      fecha_cierre: vacantes.fecha_cierre,
      cantidad_vacantes: vacantes.cantidad_vacantes,
      salario: vacantes.salario,
      tipo_contrato: vacantes.tipo_contrato,
      postulaciones: sql<number>`(select count(*)::int from ${postulaciones}
        where ${postulaciones.id_vacante} = ${vacantes.id_vacante})`,
    })
    .from(vacantes)
    .innerJoin(ciudades, eq(ciudades.id_ciudad, vacantes.id_ciudad))
    .where(and(staffListWhere(filter), beforeId ? lt(vacantes.id_vacante, beforeId) : undefined))
    .orderBy(desc(vacantes.id_vacante))
    .limit(limit);
}

export async function findForStaff(db: Db, id: number, scope: SQL | undefined) {
  const [vacancy] = await db
    .select()
    .from(vacantes)
    .where(and(eq(vacantes.id_vacante, id), scope));
  if (!vacancy) return undefined;
  const slots = await db
    .select({
      ...getTableColumns(espaciosAgendamiento),
      // Table-qualified by hand: in a one-table select Drizzle writes the column bare, and inside the
      // subquery a bare name would be read as p's own column (every slot would list every booking).
      agendados: sql<string[]>`coalesce((
        select json_agg(concat_ws(' ', c.primer_nombre, c.segundo_nombre, c.primer_apellido, c.segundo_apellido) order by p.created_at, p.id_postulacion)
        from postulaciones p join candidatos c on c.id_candidato = p.id_candidato
        where p.id_espacio_agendamiento = espacios_agendamiento.id_espacio_agendamiento), '[]'::json)`,
    })
    .from(espaciosAgendamiento)
    .where(eq(espaciosAgendamiento.id_vacante, id))
    .orderBy(espaciosAgendamiento.fecha_hora);
  return { vacancy, slots };
}

export async function insertVacancy(db: Db, values: NewVacancy) {
  const [row] = await db.insert(vacantes).values(values).returning({ id: vacantes.id_vacante });
  return row!.id;
}

export async function updateVacancy(db: Db, id: number, values: Partial<NewVacancy>) {
  await db
    .update(vacantes)
    .set({ ...values, updated_at: new Date() })
    .where(eq(vacantes.id_vacante, id));
}

export async function deleteSlotsExcept(db: Db, vacancyId: number, keep: number[]) {
  await db
    .delete(espaciosAgendamiento)
    .where(
      and(
        eq(espaciosAgendamiento.id_vacante, vacancyId),
        keep.length ? notInArray(espaciosAgendamiento.id_espacio_agendamiento, keep) : undefined,
      ),
    );
}

export async function upsertSlot(
  db: Db,
  vacancyId: number,
  slot: { id?: number; fecha_hora: Date; lugar: string; capacidad: number },
) {
  if (slot.id) {
    await db
      .update(espaciosAgendamiento)
      .set({ fecha_hora: slot.fecha_hora, lugar: slot.lugar, capacidad: slot.capacidad })
      .where(
        and(
          eq(espaciosAgendamiento.id_espacio_agendamiento, slot.id),
          eq(espaciosAgendamiento.id_vacante, vacancyId),
        ),
      );
  } else {
    await db.insert(espaciosAgendamiento).values({
      id_vacante: vacancyId,
      fecha_hora: slot.fecha_hora,
      lugar: slot.lugar,
      capacidad: slot.capacidad,
    });
  }
}
