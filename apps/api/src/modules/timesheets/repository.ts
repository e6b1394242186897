import { and, asc, eq, gt, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transactionLockOn, WORKER_SHIFT_LOCKS } from '../../infra/advisory-lock.js';
import {
  ajustesTiempo,
  misiones,
  periodosNomina,
  postulaciones,
  semanasTiempo,
  turnos,
} from '../../db/schema/index.js';

export type ShiftRow = typeof turnos.$inferSelect;
export type NewShift = typeof turnos.$inferInsert;

/** Shifts of the assignments that overlap [from, to), in the order worked. */
export const shiftsBetween = (db: Db, missionIds: number[], from: Date, to: Date) =>
  missionIds.length === 0
    ? Promise.resolve([] as ShiftRow[])
    : db
        .select()
        .from(turnos)
        .where(and(inArray(turnos.id_mision, missionIds), lt(turnos.inicio, to), gt(turnos.fin, from)))
        .orderBy(asc(turnos.id_mision), asc(turnos.inicio));

/** The worker's shifts on any assignment that overlap [from, to), except `exceptId`: the overlap check. */
export async function overlappingShift(db: Db, idCandidato: number, from: Date, to: Date, exceptId?: number) {
  const [row] = await db
    .select({ inicio: turnos.inicio, fin: turnos.fin, id_empresa: misiones.id_empresa })
    .from(turnos)
    .innerJoin(misiones, eq(misiones.id_mision, turnos.id_mision))
    .innerJoin(postulaciones, eq(postulaciones.id_postulacion, misiones.id_postulacion))
    .where(
      and(
        eq(postulaciones.id_candidato, idCandidato),
        lt(turnos.inicio, to),
        gt(turnos.fin, from),
        exceptId === undefined ? undefined : ne(turnos.id_turno, exceptId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Serializes one worker's shift writes, so two requests cannot both pass the overlap check. An
 * advisory lock, not `for update` on the worker's row: that row lock would block every insert that
 * references the worker (a notification) and deadlock with a review of the same week.
 */
export const lockWorker = (db: Db, idCandidato: number) =>
  transactionLockOn(db, WORKER_SHIFT_LOCKS, String(idCandidato));

export const shiftById = async (db: Db, id: number) =>
  (await db.select().from(turnos).where(eq(turnos.id_turno, id)).for('update'))[0];

export const insertShift = async (db: Db, row: NewShift) =>
  (await db.insert(turnos).values(row).returning({ id: turnos.id_turno }))[0]!;

export const updateShift = (db: Db, id: number, row: Partial<NewShift>) =>
  db
    .update(turnos)
    .set({ ...row, actualizado_en: sql`now()` })
    .where(eq(turnos.id_turno, id));

export const deleteShift = (db: Db, id: number) => db.delete(turnos).where(eq(turnos.id_turno, id));

export const weekRows = (db: Db, missionIds: number[], weeks: string[]) =>
  missionIds.length === 0 || weeks.length === 0
    ? Promise.resolve([] as (typeof semanasTiempo.$inferSelect)[])
    : db
        .select()
        .from(semanasTiempo)
        .where(and(inArray(semanasTiempo.id_mision, missionIds), inArray(semanasTiempo.semana, weeks)));

/** Marks weeks as waiting for the company again after a change to their shifts. */
export const markWeeksPending = (db: Db, idMision: number, weeks: string[]) =>
  db
    .insert(semanasTiempo)
    .values(weeks.map((semana) => ({ id_mision: idMision, semana, estado: 'pendiente' })))
    .onConflictDoUpdate({
      target: [semanasTiempo.id_mision, semanasTiempo.semana],
      set: { estado: 'pendiente' },
    });

export const recordReview = (
  db: Db,
  rows: {
    id_mision: number;
    semana: string;
    estado: 'aprobada' | 'devuelta';
    comentario: string | null;
    id_usuario: number;
  }[],
) =>
  db
    .insert(semanasTiempo)
    .values(rows.map((row) => ({ ...row, revisada_en: sql`now()` })))
    .onConflictDoUpdate({
      target: [semanasTiempo.id_mision, semanasTiempo.semana],
      set: {
        estado: sql`excluded.estado`,
        comentario: sql`excluded.comentario`,
        id_usuario: sql`excluded.id_usuario`,
        revisada_en: sql`now()`,
      },
    });

/** Missions that have shifts dated in the week (the ones a review can cover). */
export async function missionsWithShiftsIn(db: Db, missionIds: number[], monday: string, sunday: string) {
  if (missionIds.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ id: turnos.id_mision })
    .from(turnos)
    .where(and(inArray(turnos.id_mision, missionIds), gte(turnos.fecha, monday), lte(turnos.fecha, sunday)));
  return new Set(rows.map((row) => row.id));
}

/** The closed periods that cover any of the days [from, to]. */
export const closedPeriodsBetween = (db: Db, from: string, to: string) =>
  db
    .select({ inicio: periodosNomina.inicio, fin: periodosNomina.fin })
    .from(periodosNomina)
    .where(and(lte(periodosNomina.inicio, to), gte(periodosNomina.fin, from)));

/** The closed period a day falls in, if any. */
export const closedPeriodOn = async (db: Db, day: string) =>
  (
    await db
      .select()
      .from(periodosNomina)
      .where(and(lte(periodosNomina.inicio, day), gte(periodosNomina.fin, day)))
      .limit(1)
  )[0];

export const adjustmentsBetween = (db: Db, missionIds: number[], from: string, to: string) =>
  missionIds.length === 0
    ? Promise.resolve([] as (typeof ajustesTiempo.$inferSelect)[])
    : db
        .select()
        .from(ajustesTiempo)
        .where(
          and(
            inArray(ajustesTiempo.id_mision, missionIds),
            gte(ajustesTiempo.dia, from),
            lte(ajustesTiempo.dia, to),
          ),
        )
        .orderBy(asc(ajustesTiempo.dia), asc(ajustesTiempo.id));
