import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Db, Transaction } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { FINAL_APPLICATION_STATES } from '@portal/shared/vacancies/constants';
import { queryRows } from '../../db/rows.js';
import { grantStands } from '../consents/service.js';
import { noteFor } from './pipeline/note-visibility.js';
import {
  candidatos,
  ciudades,
  espaciosAgendamiento,
  postulaciones,
  postulacionesHistorial,
  vacantes,
} from '../../db/schema/index.js';

export async function findVacancyState(tx: Transaction, id: number) {
  const [row] = await tx
    .select({ estado: vacantes.estado, fecha_cierre: vacantes.fecha_cierre })
    .from(vacantes)
    .where(eq(vacantes.id_vacante, id));
  return row;
}

export async function findApplicationId(db: Database | Transaction, candidateId: number, vacancyId: number) {
  const [row] = await db
    .select({ id: postulaciones.id_postulacion })
    .from(postulaciones)
    .where(and(eq(postulaciones.id_candidato, candidateId), eq(postulaciones.id_vacante, vacancyId)));
  return row?.id;
}

/**
 * Takes one place in a future slot of this vacancy with one conditional UPDATE: the row lock makes
 * concurrent bookings wait and re-check `reservados < capacidad`, so capacity can never be passed.
 */
export async function bookSlot(tx: Transaction, slotId: number, vacancyId: number): Promise<boolean> {
  const booked = await tx
    .update(espaciosAgendamiento)
    .set({ reservados: sql`${espaciosAgendamiento.reservados} + 1` })
    .where(
      and(
        eq(espaciosAgendamiento.id_espacio_agendamiento, slotId),
        eq(espaciosAgendamiento.id_vacante, vacancyId),
        sql`${espaciosAgendamiento.reservados} < ${espaciosAgendamiento.capacidad}`,
        sql`${espaciosAgendamiento.fecha_hora} > now()`,
      ),
    )
    .returning({ id: espaciosAgendamiento.id_espacio_agendamiento });
  return booked.length === 1;
}

export async function slotExists(tx: Transaction, slotId: number, vacancyId: number) {
  const [row] = await tx
    .select({ fecha_hora: espaciosAgendamiento.fecha_hora })
    .from(espaciosAgendamiento)
    .where(
      and(
        eq(espaciosAgendamiento.id_espacio_agendamiento, slotId),
        eq(espaciosAgendamiento.id_vacante, vacancyId),
      ),
    );
  return row;
}

/**
 * Gives back the application's place in an interview that has not happened yet: the application holds
 * no slot any more and the slot counts one booking less. A past interview stays on record. Runs in the
 * caller's transaction; true when a place was freed.
 */
export async function releaseSlot(tx: Db, applicationId: number): Promise<BookedSlot | null> {
  const [held] = await tx
    .select({
      slot: espaciosAgendamiento.id_espacio_agendamiento,
      fecha_hora: espaciosAgendamiento.fecha_hora,
      lugar: espaciosAgendamiento.lugar,
    })
    .from(postulaciones)
    .innerJoin(
      espaciosAgendamiento,
      eq(espaciosAgendamiento.id_espacio_agendamiento, postulaciones.id_espacio_agendamiento),
    )
    .where(
      and(eq(postulaciones.id_postulacion, applicationId), gt(espaciosAgendamiento.fecha_hora, sql`now()`)),
    )
    .for('update');
  if (!held) return null;
  await tx
    .update(postulaciones)
    .set({ id_espacio_agendamiento: null })
    .where(eq(postulaciones.id_postulacion, applicationId));
  await tx
    .update(espaciosAgendamiento)
    .set({ reservados: sql`${espaciosAgendamiento.reservados} - 1` })
    .where(
      and(
        eq(espaciosAgendamiento.id_espacio_agendamiento, held.slot),
        gt(espaciosAgendamiento.reservados, 0),
      ),
    );
  return { fecha_hora: held.fecha_hora, lugar: held.lugar };
}

/** When and where an interview is. */
export interface BookedSlot {
  fecha_hora: Date;
  lugar: string;
}

/** Who an application's interview messages go to: the candidate's address and name, and the vacancy. */
export async function interviewContact(tx: Db, applicationId: number) {
  const [row] = await tx
    .select({
      id_candidato: postulaciones.id_candidato,
      correo: candidatos.correo,
      primer_nombre: candidatos.primer_nombre,
      titulo: vacantes.titulo,
    })
    .from(postulaciones)
    .innerJoin(candidatos, eq(candidatos.id_candidato, postulaciones.id_candidato))
    .innerJoin(vacantes, eq(vacantes.id_vacante, postulaciones.id_vacante))
    .where(eq(postulaciones.id_postulacion, applicationId));
  return row;
}

/** Who an application's interview invitation goes to, and its next sequence (counted here). */
export async function nextInvitation(tx: Db, applicationId: number) {
  const [row] = await tx
    .update(postulaciones)
    .set({ entrevista_secuencia: sql`${postulaciones.entrevista_secuencia} + 1` })
    .where(eq(postulaciones.id_postulacion, applicationId))
    .returning({ secuencia: postulaciones.entrevista_secuencia });
  const who = row && (await interviewContact(tx, applicationId));
  return who && { ...who, secuencia: row.secuencia };
}

/** An application locked to book, move or mark its interview. */
export async function lockForInterview(tx: Db, applicationId: number) {
  const [row] = await tx
    .select({
      id_vacante: postulaciones.id_vacante,
      id_candidato: postulaciones.id_candidato,
      estado: postulaciones.estado,
      id_espacio_agendamiento: postulaciones.id_espacio_agendamiento,
    })
    .from(postulaciones)
    .where(eq(postulaciones.id_postulacion, applicationId))
    .for('update');
  return row;
}

/**
 * Points the application at its new slot (its place already taken with `bookSlot`): its attendance is
 * unmarked again, and an interview less than a day ahead counts as reminded (its invitation is fresh).
 */
export async function holdSlot(tx: Db, applicationId: number, slotId: number) {
  await tx
    .update(postulaciones)
    .set({
      id_espacio_agendamiento: slotId,
      entrevista_asistencia: null,
      entrevista_recordada_en: sql`case when (select fecha_hora from espacios_agendamiento
        where id_espacio_agendamiento = ${slotId}) < now() + interval '1 day' then now() end`,
    })
    .where(eq(postulaciones.id_postulacion, applicationId));
}

export async function setAttendance(tx: Db, applicationId: number, asistencia: string) {
  await tx
    .update(postulaciones)
    .set({ entrevista_asistencia: asistencia })
    .where(eq(postulaciones.id_postulacion, applicationId));
}

/**
 * Interviews of open applications starting within the next day that nobody reminded yet, each taken
 * once: the row is marked in the same statement (skip locked: several processes run the job).
 */
export async function takeInterviewsToRemind(tx: Db, limit = 200) {
  return queryRows<{ id_postulacion: number; fecha_hora: Date | string; lugar: string }>(
    tx,
    sql`
      update postulaciones p set entrevista_recordada_en = now()
      from espacios_agendamiento e
      where p.id_postulacion in (
          select p2.id_postulacion from postulaciones p2
            join espacios_agendamiento e2 on e2.id_espacio_agendamiento = p2.id_espacio_agendamiento
          where p2.entrevista_recordada_en is null
            and e2.fecha_hora > now() and e2.fecha_hora <= now() + interval '1 day'
            and p2.estado not in ${[...FINAL_APPLICATION_STATES]}
          order by e2.fecha_hora limit ${limit}
          for update of p2 skip locked)
        and e.id_espacio_agendamiento = p.id_espacio_agendamiento
      returning p.id_postulacion, e.fecha_hora, e.lugar`,
  );
}

/** The slot an application holds, if any. */
export async function heldSlot(tx: Db, applicationId: number): Promise<BookedSlot | undefined> {
  const [row] = await tx
    .select({ fecha_hora: espaciosAgendamiento.fecha_hora, lugar: espaciosAgendamiento.lugar })
    .from(postulaciones)
    .innerJoin(
      espaciosAgendamiento,
      eq(espaciosAgendamiento.id_espacio_agendamiento, postulaciones.id_espacio_agendamiento),
    )
    .where(eq(postulaciones.id_postulacion, applicationId));
  return row;
}

/** The candidate's own application, locked; undefined when it is not theirs. */
export async function lockOwnApplication(tx: Db, candidateId: number, applicationId: number) {
  const [row] = await tx
    .select({ id: postulaciones.id_postulacion })
    .from(postulaciones)
    .where(and(eq(postulaciones.id_postulacion, applicationId), eq(postulaciones.id_candidato, candidateId)))
    .for('update');
  return row;
}

export interface NewApplication {
  id_candidato: number;
  id_vacante: number;
  id_espacio_agendamiento: number | null;
  utm_source: string | null;
  utm_campaign: string | null;
  states: string[];
  /** The sharing authorization that stands when applying, kept as this application's proof (0028). */
  comparte_hv_texto?: string | null;
}

/** Inserts the application and its first history entries; undefined when it already exists. */
export async function insertApplication(tx: Transaction, input: NewApplication) {
  const { states, comparte_hv_texto, ...values } = input;
  const shared = comparte_hv_texto ? { comparte_hv_texto, comparte_hv_en: new Date() } : {};
  const [row] = await tx
    .insert(postulaciones)
    .values({ ...values, ...shared, estado: states.at(-1)! })
    .onConflictDoNothing({ target: [postulaciones.id_candidato, postulaciones.id_vacante] })
    .returning({ id: postulaciones.id_postulacion });
  if (!row) return undefined;
  await tx
    .insert(postulacionesHistorial)
    .values(states.map((estado) => ({ id_postulacion: row.id, estado })));
  return row.id;
}

/** A history row as json_agg writes it: the date is text until it is read back. */
interface HistoryJson {
  estado: string;
  nota: string | null;
  fecha: string;
  id_usuario: number | null;
}

/**
 * One statement for the whole list: the applications with their vacancy, their history rows (the
 * candidate's reader: notes shared with them only) and whether the candidate lets the agency share
 * their CV now.
 */
function selectApplications(db: Database, where: SQL | undefined) {
  return db
    .select({
      id_postulacion: postulaciones.id_postulacion,
      id_vacante: postulaciones.id_vacante,
      titulo: vacantes.titulo,
      empresa: vacantes.empresa,
      nombre_ciudad: ciudades.nombre_ciudad,
      estado: postulaciones.estado,
      utm_source: postulaciones.utm_source,
      utm_campaign: postulaciones.utm_campaign,
      fecha_postulacion: postulaciones.created_at,
      slot_id: espaciosAgendamiento.id_espacio_agendamiento,
      slot_fecha: espaciosAgendamiento.fecha_hora,
      slot_lugar: espaciosAgendamiento.lugar,
      comparte_hv: sql<boolean>`${postulaciones.comparte_hv_en} is not null`,
      comparte_con_empresas: grantStands(postulaciones.id_candidato, 'compartir'),
      // The rest is read for the candidate's data export only.
      comparte_hv_en: postulaciones.comparte_hv_en,
      comparte_hv_texto: postulaciones.comparte_hv_texto,
      actualizada_en: postulaciones.updated_at,
      vacante_estado: vacantes.estado,
      vacante_publicada_en: vacantes.fecha_publicacion,
      vacante_cierre: vacantes.fecha_cierre,
      // The candidate reads only the notes shared with them (decision 0056): others stay in the database.
      historial: sql<HistoryJson[]>`coalesce((
        select json_agg(json_build_object('estado', h.estado,
          'nota', ${noteFor('candidato', sql`h.nota`, sql`h.audiencia`)}, 'fecha', h.fecha,
          'id_usuario', h.id_usuario) order by h.fecha, h.id)
        from postulaciones_historial h where h.id_postulacion = ${postulaciones.id_postulacion}), '[]'::json)`,
    })
    .from(postulaciones)
    .innerJoin(vacantes, eq(vacantes.id_vacante, postulaciones.id_vacante))
    .innerJoin(ciudades, eq(ciudades.id_ciudad, vacantes.id_ciudad))
    .leftJoin(
      espaciosAgendamiento,
      eq(espaciosAgendamiento.id_espacio_agendamiento, postulaciones.id_espacio_agendamiento),
    )
    .where(where)
    .orderBy(desc(postulaciones.created_at), desc(postulaciones.id_postulacion));
}

/** The candidate's list, read on every visit to "Mis postulaciones": planned once per connection. */
const candidateApplications = preparedQuery((db) =>
  selectApplications(db, eq(postulaciones.id_candidato, sql.placeholder('candidateId'))).prepare(
    'candidate_applications',
  ),
);

export async function listApplications(db: Database, candidateId: number, onlyId?: number) {
  const rows =
    onlyId === undefined
      ? await candidateApplications(db).execute({ candidateId })
      : await selectApplications(
          db,
          and(eq(postulaciones.id_candidato, candidateId), eq(postulaciones.id_postulacion, onlyId)),
        );
  const history = rows.flatMap((row) =>
    row.historial.map((entry) => ({
      id_postulacion: row.id_postulacion,
      ...entry,
      fecha: new Date(entry.fecha),
    })),
  );
  return { rows, history };
}

/** Grants (with the accepted text and date) or withdraws the CV authorization; false when not theirs. */
export async function setCvSharing(db: Db, candidateId: number, applicationId: number, text: string | null) {
  const rows = await db
    .update(postulaciones)
    .set({ comparte_hv_en: text ? new Date() : null, comparte_hv_texto: text })
    .where(and(eq(postulaciones.id_postulacion, applicationId), eq(postulaciones.id_candidato, candidateId)))
    .returning({ id: postulaciones.id_postulacion });
  return rows.length > 0;
}

/** Of these candidates, those with an application the agency took to hire. */
export async function hiredAmong(db: Db, candidateIds: number[]): Promise<Set<number>> {
  if (candidateIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: postulaciones.id_candidato })
    .from(postulaciones)
    .where(and(inArray(postulaciones.id_candidato, candidateIds), eq(postulaciones.estado, 'contratada')));
  return new Set(rows.map((row) => row.id));
}
