import { and, asc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import { FINAL_APPLICATION_STATES, STALE_APPLICATION_DAYS } from '@portal/shared/vacancies/constants';
import type { Db } from '../../../db/client.js';
import {
  candidatos,
  espaciosAgendamiento,
  postulaciones,
  postulacionesHistorial,
  vacantes,
} from '../../../db/schema/index.js';
import { noteVisibleTo, type NoteReader } from './note-visibility.js';

const stillOpen = () => notInArray(postulaciones.estado, [...FINAL_APPLICATION_STATES]);

/** What the board and its export show of each application, its candidate and its interview. */
const applicant = {
  id_postulacion: postulaciones.id_postulacion,
  estado: postulaciones.estado,
  updated_at: postulaciones.updated_at,
  id_candidato: candidatos.id_candidato,
  numero_documento: candidatos.numero_documento,
  nombre: sql<string>`concat_ws(' ', ${candidatos.primer_nombre}, ${candidatos.segundo_nombre}, ${candidatos.primer_apellido}, ${candidatos.segundo_apellido})`,
  correo: candidatos.correo,
  numero_contacto1: candidatos.numero_contacto1,
  utm_source: postulaciones.utm_source,
  entrevista_fecha: espaciosAgendamiento.fecha_hora,
};

/**
 * A batch of the board's export: up to `limit` applications of the vacancy after `afterId` (in
 * `estado` when given), by id, with their candidates: one statement.
 */
export function pipelineBatch(
  db: Db,
  vacancyId: number,
  estado: string | undefined,
  afterId: number,
  limit: number,
) {
  return db
    .select({ ...applicant, created_at: postulaciones.created_at })
    .from(postulaciones)
    .innerJoin(candidatos, eq(candidatos.id_candidato, postulaciones.id_candidato))
    .leftJoin(
      espaciosAgendamiento,
      eq(espaciosAgendamiento.id_espacio_agendamiento, postulaciones.id_espacio_agendamiento),
    )
    .where(
      and(
        eq(postulaciones.id_vacante, vacancyId),
        estado ? eq(postulaciones.estado, estado) : undefined,
        gt(postulaciones.id_postulacion, afterId),
      ),
    )
    .orderBy(asc(postulaciones.id_postulacion))
    .limit(limit);
}

/** A vacancy's applications with their candidates, oldest first: one statement. */
export function listPipeline(db: Db, vacancyId: number) {
  return db
    .select({
      ...applicant,
      estancada: sql<boolean>`${stillOpen()}
        and ${postulaciones.updated_at} < now() - ${`${STALE_APPLICATION_DAYS} days`}::interval`,
      entrevista_espacio: espaciosAgendamiento.id_espacio_agendamiento,
      entrevista_lugar: espaciosAgendamiento.lugar,
      entrevista_asistencia: postulaciones.entrevista_asistencia,
      historial: sql<
        {
          id: number;
          estado: string;
          fecha: string;
          nota: string | null;
          audiencia: string;
          por: string | null;
        }[]
      >`coalesce((
        select json_agg(json_build_object('id', h.id, 'estado', h.estado, 'fecha', h.fecha, 'nota', h.nota,
          'audiencia', h.audiencia, 'por', concat_ws(' ', u.primer_nombre, u.primer_apellido))
          order by h.fecha, h.id)
        from postulaciones_historial h left join usuarios u on u.id_usuario = h.id_usuario
        where h.id_postulacion = ${postulaciones.id_postulacion}), '[]'::json)`,
    })
    .from(postulaciones)
    .innerJoin(candidatos, eq(candidatos.id_candidato, postulaciones.id_candidato))
    .leftJoin(
      espaciosAgendamiento,
      eq(espaciosAgendamiento.id_espacio_agendamiento, postulaciones.id_espacio_agendamiento),
    )
    .where(eq(postulaciones.id_vacante, vacancyId))
    .orderBy(asc(postulaciones.created_at), asc(postulaciones.id_postulacion));
}

/** What an e-mail about an application needs: its candidate's address and name, and the vacancy. */
const mailColumns = {
  id_postulacion: postulaciones.id_postulacion,
  correo: candidatos.correo,
  primer_nombre: candidatos.primer_nombre,
  titulo: vacantes.titulo,
};

/**
 * The application to move, locked for the move, with what its e-mail needs and whether its vacancy
 * serves a company's order (a process row with an order: the processes module writes it).
 */
export async function lockApplication(db: Db, id: number) {
  const [row] = await db
    .select({
      ...mailColumns,
      estado: postulaciones.estado,
      id_vacante: postulaciones.id_vacante,
      id_candidato: postulaciones.id_candidato,
      desde_orden: sql<boolean>`exists (select 1 from procesos pr
        where pr.id_vacante = ${postulaciones.id_vacante} and pr.id_orden is not null)`,
      id_empresa: vacantes.id_empresa,
      /** The client company's process for this vacancy, where it approves candidates. */
      id_proceso: sql<number | null>`(select min(pr.id_proceso) from procesos pr
        where pr.id_vacante = ${postulaciones.id_vacante})`,
    })
    .from(postulaciones)
    .innerJoin(candidatos, eq(candidatos.id_candidato, postulaciones.id_candidato))
    .innerJoin(vacantes, eq(vacantes.id_vacante, postulaciones.id_vacante))
    .where(eq(postulaciones.id_postulacion, id))
    .for('update', { of: postulaciones });
  return row;
}

export async function recordMove(
  db: Db,
  move: { id: number; from: string; estado: string; nota: string | null; audiencia: string; userId: number },
) {
  await db
    .update(postulaciones)
    .set({ estado: move.estado, updated_at: new Date() })
    .where(and(eq(postulaciones.id_postulacion, move.id), eq(postulaciones.estado, move.from)));
  await db.insert(postulacionesHistorial).values({
    id_postulacion: move.id,
    estado: move.estado,
    nota: move.nota,
    audiencia: move.nota ? move.audiencia : 'interna',
    id_usuario: move.userId,
  });
}

/** One history entry of one application, locked, with its note's audience; undefined when not there. */
export async function lockHistoryEntry(db: Db, applicationId: number, entryId: number) {
  const [row] = await db
    .select({ nota: postulacionesHistorial.nota, audiencia: postulacionesHistorial.audiencia })
    .from(postulacionesHistorial)
    .where(
      and(eq(postulacionesHistorial.id, entryId), eq(postulacionesHistorial.id_postulacion, applicationId)),
    )
    .for('update');
  return row;
}

export async function setNoteAudience(db: Db, entryId: number, audiencia: string) {
  await db.update(postulacionesHistorial).set({ audiencia }).where(eq(postulacionesHistorial.id, entryId));
}

/**
 * The applications of a vacancy that reached the client (sent, approved, rejected by it, hiring,
 * hired), with the history notes this reader may read (decision 0056) and hire date: one statement.
 */
export async function shortlist(db: Db, vacancyId: number, reader: NoteReader) {
  const result = await db.execute(sql`
    select p.id_postulacion, p.id_candidato, p.estado, p.updated_at, v.titulo,
      c.fecha_nacimiento::text as fecha_nacimiento, c.anios_experiencia, c.certificaciones,
      p.comparte_hv_en is not null as comparte_hv,
      concat_ws(' ', c.primer_nombre, c.primer_apellido, c.segundo_apellido) as nombre,
      coalesce((select json_agg(h.nota order by h.fecha) from postulaciones_historial h
        where h.id_postulacion = p.id_postulacion and h.nota is not null
          and ${noteVisibleTo(reader, sql`h.audiencia`)}), '[]'::json) as notas,
      (select max(h.fecha) from postulaciones_historial h
        where h.id_postulacion = p.id_postulacion and h.estado = 'contratada') as contratado_en
    from postulaciones p join candidatos c on c.id_candidato = p.id_candidato
      join vacantes v on v.id_vacante = p.id_vacante
    where p.id_vacante = ${vacancyId}
      and p.estado in ('enviada_cliente', 'aprobada', 'rechazada', 'en_contratacion', 'contratada')
    order by p.updated_at desc, p.id_postulacion`);
  return (
    result as unknown as {
      rows: {
        id_postulacion: number;
        id_candidato: number;
        estado: string;
        updated_at: Date | string;
        titulo: string;
        fecha_nacimiento: string | null;
        anios_experiencia: number | null;
        certificaciones: string[];
        comparte_hv: boolean;
        nombre: string;
        notas: string[];
        contratado_en: Date | string | null;
      }[];
    }
  ).rows;
}

/** The selected applications of a vacancy with where to write to their candidates. */
export function contactsOf(db: Db, vacancyId: number, ids: number[]) {
  return db
    .select(mailColumns)
    .from(postulaciones)
    .innerJoin(candidatos, eq(candidatos.id_candidato, postulaciones.id_candidato))
    .innerJoin(vacantes, eq(vacantes.id_vacante, postulaciones.id_vacante))
    .where(and(eq(postulaciones.id_vacante, vacancyId), inArray(postulaciones.id_postulacion, ids)));
}
