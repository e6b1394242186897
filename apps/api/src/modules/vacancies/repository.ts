import { and, asc, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { categorias, ciudades, espaciosAgendamiento, vacantes } from '../../db/schema/index.js';

export interface VacancyFilters {
  tsquery: string | null;
  id_ciudad?: number;
  id_categoria?: number;
  salario_min?: number;
  salario_max?: number;
  tipo_contrato?: string;
  limit: number;
  offset: number;
}

const summaryColumns = {
  id_vacante: vacantes.id_vacante,
  titulo: vacantes.titulo,
  empresa: vacantes.empresa,
  id_ciudad: vacantes.id_ciudad,
  nombre_ciudad: ciudades.nombre_ciudad,
  id_categoria: vacantes.id_categoria,
  nombre_categoria: categorias.nombre_categoria,
  salario: vacantes.salario,
  turno: vacantes.turno,
  tipo_contrato: vacantes.tipo_contrato,
  cantidad_vacantes: vacantes.cantidad_vacantes,
  fecha_publicacion: vacantes.fecha_publicacion,
  fecha_cierre: vacantes.fecha_cierre,
  estado: vacantes.estado,
};

export function listConditions(filters: VacancyFilters): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(vacantes.estado, 'abierta'),
    filters.tsquery ? sql`${vacantes.busqueda} @@ to_tsquery('simple', ${filters.tsquery})` : undefined,
    filters.id_ciudad ? eq(vacantes.id_ciudad, filters.id_ciudad) : undefined,
    filters.id_categoria ? eq(vacantes.id_categoria, filters.id_categoria) : undefined,
    filters.salario_min !== undefined ? gte(vacantes.salario, filters.salario_min) : undefined,
    filters.salario_max !== undefined ? lte(vacantes.salario, filters.salario_max) : undefined,
    filters.tipo_contrato ? eq(vacantes.tipo_contrato, filters.tipo_contrato) : undefined,
  ];
  return and(...conditions)!;
}

/**
 * Newest first. With a text filter the sort key is an expression no index provides: the planner then
 * collects the matches through the GIN index and sorts them, instead of walking the date index
 * backwards hoping to meet a rare word soon (prefix matches are estimated at ~0.5 % of rows, so a
 * word found once would otherwise cost a walk over every open vacancy).
 */
function newestFirst(filters: VacancyFilters) {
  const date = filters.tsquery
    ? sql`${vacantes.fecha_publicacion} + interval '0 s'`
    : vacantes.fecha_publicacion;
  return [desc(date), desc(vacantes.id_vacante)];
}

export const pageQuery = (db: Database, filters: VacancyFilters) =>
  db
    .select(summaryColumns)
    .from(vacantes)
    .innerJoin(ciudades, eq(ciudades.id_ciudad, vacantes.id_ciudad))
    .innerJoin(categorias, eq(categorias.id_categoria, vacantes.id_categoria))
    .where(listConditions(filters))
    .orderBy(...newestFirst(filters))
    .limit(filters.limit)
    .offset(filters.offset);

export const countQuery = (db: Database, filters: VacancyFilters) =>
  db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(vacantes)
    .where(listConditions(filters));

/**
 * Two statements: the page (newest first, read in index order and stopped at the limit) and the count
 * of matches on the vacancy table alone. A window count would read, join and sort every match.
 */
export async function listOpenVacancies(db: Database, filters: VacancyFilters) {
  const where = listConditions(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(vacantes)
      .innerJoin(ciudades, eq(ciudades.id_ciudad, vacantes.id_ciudad))
      .innerJoin(categorias, eq(categorias.id_categoria, vacantes.id_categoria))
      .where(where)
      .orderBy(desc(vacantes.fecha_publicacion), desc(vacantes.id_vacante))
      .limit(filters.limit)
      .offset(filters.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(vacantes)
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

const vacancyById = preparedQuery((db) =>
  db
    .select({
      ...summaryColumns,
      descripcion: vacantes.descripcion,
      requisitos: vacantes.requisitos,
      lugar: vacantes.lugar,
      departamento: ciudades.departamento,
    })
    .from(vacantes)
    .innerJoin(ciudades, eq(ciudades.id_ciudad, vacantes.id_ciudad))
    .innerJoin(categorias, eq(categorias.id_categoria, vacantes.id_categoria))
    .where(eq(vacantes.id_vacante, sql.placeholder('id')))
    .prepare('vacancy_by_id'),
);

/** Future slots with room left, soonest first. */
const openSlotsByVacancy = preparedQuery((db) =>
  db
    .select({
      id_espacio_agendamiento: espaciosAgendamiento.id_espacio_agendamiento,
      fecha_hora: espaciosAgendamiento.fecha_hora,
      lugar: espaciosAgendamiento.lugar,
      capacidad: espaciosAgendamiento.capacidad,
      disponibles:
        sql<number>`${espaciosAgendamiento.capacidad} - ${espaciosAgendamiento.reservados}`.mapWith(Number),
    })
    .from(espaciosAgendamiento)
    .where(
      and(
        eq(espaciosAgendamiento.id_vacante, sql.placeholder('id')),
        gt(espaciosAgendamiento.fecha_hora, sql`now()`),
        lt(espaciosAgendamiento.reservados, espaciosAgendamiento.capacidad),
      ),
    )
    .orderBy(asc(espaciosAgendamiento.fecha_hora))
    .prepare('vacancy_open_slots'),
);

export async function findVacancy(db: Database, id: number) {
  const [vacancy] = await vacancyById(db).execute({ id });
  if (!vacancy) return undefined;
  const slots = await openSlotsByVacancy(db).execute({ id });
  return { ...vacancy, slots };
}

/** Every open vacancy's id and last change, newest first: the sitemap's entries. */
export function openVacancyStamps(db: Database) {
  return db
    .select({ id_vacante: vacantes.id_vacante, updated_at: vacantes.updated_at })
    .from(vacantes)
    .where(eq(vacantes.estado, 'abierta'))
    .orderBy(desc(vacantes.fecha_publicacion), desc(vacantes.id_vacante));
}
