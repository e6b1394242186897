import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { ajustesTiempo, periodosNomina, type StoredBreak, usuarios } from '../../../db/schema/index.js';
import type { PayrollWorker } from './lines.js';

/** A shift `t` with any worked minute on the days [from, to] in Bogotá (a night shift from the day before counts). */
const overlapsDays = (from: string, to: string) =>
  sql`t.inicio < ((${to}::date + 1)::timestamp at time zone 'America/Bogota')
    and t.fin > (${from}::date::timestamp at time zone 'America/Bogota')`;

/** The Monday of a `date` column's week, in SQL. */
const mondayOf = (column: SQL) => sql`(${column} - (extract(isodow from ${column})::int - 1))::date`;

/**
 * Weeks with shifts dated in [from, to] that are not approved, within `scope` (a condition on the
 * assignment and its company): what stops a period from closing.
 */
export const unapprovedWeeks = (db: Db, from: string, to: string, scope: SQL | undefined) =>
  queryRows<{
    id_mision: number;
    trabajador: string;
    empresa: string;
    semana: string;
    estado: string | null;
  }>(
    db,
    sql`select distinct t.id_mision,
        concat_ws(' ', c.primer_nombre, c.segundo_nombre, c.primer_apellido, c.segundo_apellido) as trabajador,
        empresas.razon_social as empresa, ${mondayOf(sql`t.fecha`)}::text as semana, s.estado
      from turnos t
      join misiones on misiones.id_mision = t.id_mision
      join empresas on empresas.id_empresa = misiones.id_empresa
      join postulaciones p on p.id_postulacion = misiones.id_postulacion
      join candidatos c on c.id_candidato = p.id_candidato
      left join semanas_tiempo s on s.id_mision = t.id_mision and s.semana = ${mondayOf(sql`t.fecha`)}
      where ${overlapsDays(from, to)} and s.estado is distinct from 'aprobada'
        and ${scope ?? sql`true`}
      order by semana, empresa, trabajador`,
  );

/** How many assignments have shifts dated in [from, to] within `scope`. */
export async function workersWithShifts(db: Db, from: string, to: string, scope: SQL | undefined) {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(distinct t.id_mision)::int as count from turnos t
      join misiones on misiones.id_mision = t.id_mision
      join empresas on empresas.id_empresa = misiones.id_empresa
      where ${overlapsDays(from, to)} and ${scope ?? sql`true`}`,
  );
  return row?.count ?? 0;
}

/**
 * The workers a period pays, within `scope`: assignments with shifts dated from the day before the
 * period (a night shift reaching its first day) to its last day, or with adjustments in it.
 */
export const payrollWorkers = (db: Db, from: string, to: string, scope: SQL | undefined) =>
  queryRows<PayrollWorker>(
    db,
    sql`select misiones.id_mision, c.numero_documento as documento,
        concat_ws(' ', c.primer_nombre, c.segundo_nombre, c.primer_apellido, c.segundo_apellido) as trabajador,
        empresas.id_empresa, empresas.razon_social as empresa, empresas.nit, v.titulo as cargo, misiones.salario
      from misiones
      join empresas on empresas.id_empresa = misiones.id_empresa
      join postulaciones p on p.id_postulacion = misiones.id_postulacion
      join candidatos c on c.id_candidato = p.id_candidato
      join vacantes v on v.id_vacante = p.id_vacante
      where ${scope ?? sql`true`} and (
        misiones.id_mision in (select t.id_mision from turnos t where t.fecha between (${from}::date - 1) and ${to})
        or misiones.id_mision in (select a.id_mision from ajustes_tiempo a where a.dia between ${from} and ${to}))
      order by empresas.razon_social, trabajador, misiones.id_mision`,
  );

/**
 * The shifts of the assignments that overlap [from, to) as local minutes (Bogotá, UTC−5), read
 * without building a `Date` per row: a month of thousands of workers is tens of thousands of rows.
 */
export const shiftSpansBetween = (db: Db, missionIds: number[], from: Date, to: Date) =>
  queryRows<{ id_mision: number; start: number; end: number; descansos: StoredBreak[] }>(
    db,
    sql`select id_mision, (extract(epoch from inicio) / 60)::int - 300 as start,
        (extract(epoch from fin) / 60)::int - 300 as "end", descansos
      from turnos where id_mision in (${sql.join(missionIds, sql`, `)}) and inicio < ${to.toISOString()}::timestamptz and fin > ${from.toISOString()}::timestamptz
      order by id_mision, inicio`,
  );

export const overlappingClosedPeriod = async (db: Db, from: string, to: string) =>
  (
    await db
      .select()
      .from(periodosNomina)
      .where(and(lte(periodosNomina.inicio, to), gte(periodosNomina.fin, from)))
      .limit(1)
  )[0];

export const closedPeriodById = async (db: Db, id: number) =>
  (await db.select().from(periodosNomina).where(eq(periodosNomina.id_periodo, id)))[0];

export const closedPeriodStarting = async (db: Db, inicio: string) =>
  (await db.select().from(periodosNomina).where(eq(periodosNomina.inicio, inicio)))[0];

export const insertPeriod = async (db: Db, row: typeof periodosNomina.$inferInsert) =>
  (await db.insert(periodosNomina).values(row).returning())[0]!;

export const recentClosedPeriods = (db: Db) =>
  db
    .select({
      id_periodo: periodosNomina.id_periodo,
      tipo: periodosNomina.tipo,
      inicio: periodosNomina.inicio,
      fin: periodosNomina.fin,
      cerrado_en: periodosNomina.cerrado_en,
      cerrado_por: sql<string>`concat_ws(' ', ${usuarios.primer_nombre}, ${usuarios.primer_apellido})`,
    })
    .from(periodosNomina)
    .innerJoin(usuarios, eq(usuarios.id_usuario, periodosNomina.id_usuario))
    .orderBy(desc(periodosNomina.inicio))
    .limit(24);

export const insertAdjustment = (db: Db, row: typeof ajustesTiempo.$inferInsert) =>
  db.insert(ajustesTiempo).values(row).returning({ id: ajustesTiempo.id });
