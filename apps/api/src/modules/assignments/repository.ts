import { and, asc, desc, eq, inArray, isNull, min, sql, type SQL } from 'drizzle-orm';
import { HIRING_APPLICATION_STATES } from '@portal/shared/applications/hiring';
import type { Db } from '../../db/client.js';
import {
  candidatos,
  empresas,
  misiones,
  postulaciones,
  procesos,
  prorrogasMision,
  usuarios,
  vacantes,
} from '../../db/schema/index.js';

export type NewAssignment = typeof misiones.$inferInsert;
export type AssignmentRow = Awaited<ReturnType<typeof assignmentRows>>[number];

const workerName = sql<string>`concat_ws(' ', ${candidatos.primer_nombre}, ${candidatos.segundo_nombre}, ${candidatos.primer_apellido}, ${candidatos.segundo_apellido})`;

/** The hire an assignment is created from: its state, vacancy, company and worker. */
export async function hireOf(db: Db, idPostulacion: number) {
  const [row] = await db
    .select({
      id_postulacion: postulaciones.id_postulacion,
      estado: postulaciones.estado,
      id_candidato: postulaciones.id_candidato,
      id_vacante: vacantes.id_vacante,
      titulo: vacantes.titulo,
      id_empresa: vacantes.id_empresa,
    })
    .from(postulaciones)
    .innerJoin(vacantes, eq(vacantes.id_vacante, postulaciones.id_vacante))
    .where(eq(postulaciones.id_postulacion, idPostulacion))
    .for('update', { of: postulaciones });
  return row;
}

/** Assignments with what each reader sees of them, oldest planned end first. */
export function assignmentRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: misiones.id_mision,
      id_postulacion: misiones.id_postulacion,
      id_candidato: postulaciones.id_candidato,
      id_vacante: vacantes.id_vacante,
      id_proceso: procesos.id_proceso,
      trabajador: workerName,
      id_empresa: misiones.id_empresa,
      empresa: empresas.razon_social,
      id_grupo: empresas.id_grupo,
      cargo: vacantes.titulo,
      servicio: misiones.servicio,
      causal: misiones.causal,
      reemplazo_persona: misiones.reemplazo_persona,
      reemplazo_motivo: misiones.reemplazo_motivo,
      inicio: misiones.inicio,
      fin_previsto: misiones.fin_previsto,
      salario: misiones.salario,
      tiempo_completo: misiones.tiempo_completo,
      terminada_el: misiones.terminada_el,
      motivo_terminacion: misiones.motivo_terminacion,
    })
    .from(misiones)
    .innerJoin(postulaciones, eq(postulaciones.id_postulacion, misiones.id_postulacion))
    .innerJoin(candidatos, eq(candidatos.id_candidato, postulaciones.id_candidato))
    .innerJoin(vacantes, eq(vacantes.id_vacante, postulaciones.id_vacante))
    .innerJoin(empresas, eq(empresas.id_empresa, misiones.id_empresa))
    .leftJoin(procesos, eq(procesos.id_vacante, vacantes.id_vacante))
    .where(where)
    .orderBy(asc(misiones.fin_previsto), asc(misiones.id_mision));
}

/** Hires of client companies (approved, in hiring or hired) that have no assignment yet, newest first. */
export function hiresWithoutAssignment(db: Db, scope: SQL | undefined) {
  return db
    .select({
      id_postulacion: postulaciones.id_postulacion,
      trabajador: workerName,
      cargo: vacantes.titulo,
      empresa: empresas.razon_social,
      estado: postulaciones.estado,
      salario: vacantes.salario,
    })
    .from(postulaciones)
    .innerJoin(candidatos, eq(candidatos.id_candidato, postulaciones.id_candidato))
    .innerJoin(vacantes, eq(vacantes.id_vacante, postulaciones.id_vacante))
    .innerJoin(empresas, eq(empresas.id_empresa, vacantes.id_empresa))
    .leftJoin(misiones, eq(misiones.id_postulacion, postulaciones.id_postulacion))
    .where(
      and(inArray(postulaciones.estado, [...HIRING_APPLICATION_STATES]), isNull(misiones.id_mision), scope),
    )
    .orderBy(desc(postulaciones.updated_at))
    .limit(200);
}

/** The extensions of these assignments, oldest first, with who made each. */
export function extensionsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id_mision: prorrogasMision.id_mision,
      fin_anterior: prorrogasMision.fin_anterior,
      fin_nuevo: prorrogasMision.fin_nuevo,
      nota: prorrogasMision.nota,
      por: sql<string>`concat_ws(' ', ${usuarios.primer_nombre}, ${usuarios.primer_apellido})`,
      en: prorrogasMision.creado_en,
    })
    .from(prorrogasMision)
    .innerJoin(usuarios, eq(usuarios.id_usuario, prorrogasMision.id_usuario))
    .where(inArray(prorrogasMision.id_mision, ids))
    .orderBy(asc(prorrogasMision.id));
}

/** One assignment, locked until the transaction ends. */
export async function lockAssignment(db: Db, id: number) {
  const [row] = await db.select().from(misiones).where(eq(misiones.id_mision, id)).for('update');
  return row;
}

export const assignmentOfHire = async (db: Db, idPostulacion: number) =>
  (await db.select().from(misiones).where(eq(misiones.id_postulacion, idPostulacion)))[0];

/** How a company's service is told apart: without case or outer spaces ("empaque " is "Empaque"). */
export const serviceKey = (idEmpresa: number, servicio: string) =>
  `${idEmpresa}|${servicio.trim().toLocaleLowerCase('es-CO')}`;

/**
 * For each service of these companies, the first day the company used an EST worker for it under
 * causal 3 (its earliest such assignment, by any worker), keyed by `serviceKey`. Folded here, not in
 * SQL: the database's collation may not lower-case accented letters.
 */
export async function serviceStartsOf(db: Db, companyIds: number[]): Promise<Map<string, string>> {
  const starts = new Map<string, string>();
  if (companyIds.length === 0) return starts;
  const rows = await db
    .select({ id_empresa: misiones.id_empresa, servicio: misiones.servicio, since: min(misiones.inicio) })
    .from(misiones)
    .where(and(inArray(misiones.id_empresa, [...new Set(companyIds)]), eq(misiones.causal, 'incremento')))
    .groupBy(misiones.id_empresa, misiones.servicio);
  for (const row of rows) {
    const key = serviceKey(row.id_empresa, row.servicio);
    const known = starts.get(key);
    if (!known || row.since! < known) starts.set(key, row.since!);
  }
  return starts;
}

/** The first day of causal 3 for this company's service, or null the first time. */
export const serviceSince = async (db: Db, idEmpresa: number, servicio: string) =>
  (await serviceStartsOf(db, [idEmpresa])).get(serviceKey(idEmpresa, servicio)) ?? null;

export async function insertAssignment(db: Db, row: NewAssignment) {
  const [inserted] = await db.insert(misiones).values(row).returning({ id: misiones.id_mision });
  return inserted!.id;
}

export async function extendAssignment(db: Db, extension: typeof prorrogasMision.$inferInsert) {
  await db.insert(prorrogasMision).values(extension);
  // A new end: the warnings count down to it again.
  await db
    .update(misiones)
    .set({ fin_previsto: extension.fin_nuevo, aviso_30_en: null, aviso_15_en: null })
    .where(eq(misiones.id_mision, extension.id_mision));
}

export const countExtensions = async (db: Db, id: number) =>
  (await db.select({ id: prorrogasMision.id }).from(prorrogasMision).where(eq(prorrogasMision.id_mision, id)))
    .length;

export const endAssignment = (
  db: Db,
  id: number,
  end: { terminada_el: string; motivo_terminacion: string; nota_terminacion: string | null },
) => db.update(misiones).set(end).where(eq(misiones.id_mision, id));

/**
 * Running assignments whose planned end is within `days` of `today` and whose warning for that mark
 * was not sent, locked and marked sent in the caller's transaction (so two processes send it once).
 */
export async function takeEndingWithin(db: Db, today: string, lastDay: string, mark: 30 | 15) {
  const column = mark === 30 ? misiones.aviso_30_en : misiones.aviso_15_en;
  const due = await db
    .select({ id: misiones.id_mision })
    .from(misiones)
    .where(
      and(
        isNull(misiones.terminada_el),
        isNull(column),
        sql`${misiones.fin_previsto} between ${today} and ${lastDay}`,
      ),
    )
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const ids = due.map((row) => row.id);
  await db
    .update(misiones)
    .set(
      mark === 30
        ? { aviso_30_en: sql`now()` }
        : { aviso_15_en: sql`now()`, aviso_30_en: sql`coalesce(${misiones.aviso_30_en}, now())` },
    )
    .where(inArray(misiones.id_mision, ids));
  return ids;
}
