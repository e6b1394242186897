import { bogotaToday } from '@portal/shared/bogota-time';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { alertasVacantes, categorias, ciudades, resumenesAlertas } from '../../db/schema/index.js';

const alertColumns = {
  id: alertasVacantes.id,
  id_ciudad: alertasVacantes.id_ciudad,
  ciudad: ciudades.nombre_ciudad,
  id_categoria: alertasVacantes.id_categoria,
  categoria: categorias.nombre_categoria,
  creado_en: alertasVacantes.creado_en,
};

/** One candidate's alerts with the names of their city and category, oldest first. */
export function listAlerts(db: Db, candidateId: number) {
  return db
    .select(alertColumns)
    .from(alertasVacantes)
    .leftJoin(ciudades, eq(ciudades.id_ciudad, alertasVacantes.id_ciudad))
    .leftJoin(categorias, eq(categorias.id_categoria, alertasVacantes.id_categoria))
    .where(eq(alertasVacantes.id_candidato, candidateId))
    .orderBy(asc(alertasVacantes.id));
}
export type AlertRow = Awaited<ReturnType<typeof listAlerts>>[number];

export async function countAlerts(db: Db, candidateId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alertasVacantes)
    .where(eq(alertasVacantes.id_candidato, candidateId));
  return row?.n ?? 0;
}

/** The new alert's id, or null when the candidate already has that city and category. */
export async function insertAlert(
  db: Db,
  values: { id_candidato: number; id_ciudad: number | null; id_categoria: number | null; creado_en: Date },
): Promise<number | null> {
  const [row] = await db
    .insert(alertasVacantes)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: alertasVacantes.id });
  return row?.id ?? null;
}

/** Deletes one of the candidate's own alerts; false when it is not theirs or not there. */
export async function deleteAlert(db: Db, candidateId: number, alertId: number): Promise<boolean> {
  const rows = await db
    .delete(alertasVacantes)
    .where(and(eq(alertasVacantes.id, alertId), eq(alertasVacantes.id_candidato, candidateId)))
    .returning({ id: alertasVacantes.id });
  return rows.length > 0;
}

/** Erasure: what the person asked to hear about goes with the account. */
export async function deleteAlertsOf(db: Db, candidateId: number) {
  await db.delete(alertasVacantes).where(eq(alertasVacantes.id_candidato, candidateId));
  await db.delete(resumenesAlertas).where(eq(resumenesAlertas.id_candidato, candidateId));
}

export async function cityExists(db: Db, id: number) {
  return (
    (await db.select({ id: ciudades.id_ciudad }).from(ciudades).where(eq(ciudades.id_ciudad, id))).length > 0
  );
}

export async function categoryExists(db: Db, id: number) {
  const rows = await db
    .select({ id: categorias.id_categoria })
    .from(categorias)
    .where(eq(categorias.id_categoria, id));
  return rows.length > 0;
}

/** Candidates with at least one alert whose last digest ran before `before` (or never), up to `limit`. */
export async function candidatesDueForDigest(db: Db, before: Date, limit: number) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select distinct a.id_candidato, r.enviado_hasta
    from alertas_vacantes a
    left join resumenes_alertas r on r.id_candidato = a.id_candidato
    where r.enviado_hasta is null or r.enviado_hasta < ${before.toISOString()}
    order by a.id_candidato
    limit ${limit}`,
  );
  return rows.map((row) => ({
    id_candidato: Number(row.id_candidato),
    enviado_hasta: row.enviado_hasta == null ? null : new Date(row.enviado_hasta as string),
  }));
}

export interface DigestVacancy {
  id_candidato: number;
  id_vacante: number;
  titulo: string;
  ciudad: string;
  categoria: string;
  salario: number;
}

/**
 * Open vacancies published in (from, to] that match any alert of each candidate, newest first;
 * a vacancy matching two alerts of one person is named once.
 */
export async function matchingVacancies(
  db: Db,
  windows: Array<{ id_candidato: number; from: Date }>,
  to: Date,
): Promise<DigestVacancy[]> {
  if (windows.length === 0) return [];
  const ids = sql.join(
    windows.map((w) => sql`(${w.id_candidato}::int, ${w.from.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    with ventana(id_candidato, desde) as (values ${ids})
    select distinct on (w.id_candidato, v.fecha_publicacion, v.id_vacante)
      w.id_candidato, v.id_vacante, v.titulo, c.nombre_ciudad as ciudad,
      k.nombre_categoria as categoria, v.salario
    from ventana w
    join alertas_vacantes a on a.id_candidato = w.id_candidato
    join vacantes v on v.estado = 'abierta'
      and v.fecha_publicacion > w.desde and v.fecha_publicacion <= ${to.toISOString()}
      and v.fecha_cierre >= ${bogotaToday(to)}
      and (a.id_ciudad is null or a.id_ciudad = v.id_ciudad)
      and (a.id_categoria is null or a.id_categoria = v.id_categoria)
    join ciudades c on c.id_ciudad = v.id_ciudad
    join categorias k on k.id_categoria = v.id_categoria
    order by w.id_candidato, v.fecha_publicacion desc, v.id_vacante desc`,
  );
  return rows.map((row) => ({
    id_candidato: Number(row.id_candidato),
    id_vacante: Number(row.id_vacante),
    titulo: String(row.titulo),
    ciudad: String(row.ciudad),
    categoria: String(row.categoria),
    salario: Number(row.salario),
  }));
}

/** Records that every vacancy published up to `at` was considered for these candidates. */
export async function markDigested(db: Db, candidateIds: number[], at: Date) {
  if (candidateIds.length === 0) return;
  await db
    .insert(resumenesAlertas)
    .values(candidateIds.map((id_candidato) => ({ id_candidato, enviado_hasta: at })))
    .onConflictDoUpdate({ target: resumenesAlertas.id_candidato, set: { enviado_hasta: at } });
}
