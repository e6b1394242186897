import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export interface ProfileRow {
  id_candidato: number;
  numero_documento: string;
  primer_nombre: string;
  segundo_nombre: string | null;
  primer_apellido: string | null;
  segundo_apellido: string | null;
  correo: string | null;
  numero_contacto1: string | null;
  fecha_nacimiento: string | null;
  anios_experiencia: number | null;
  certificaciones: string[];
  id_ciudad: number | null;
  experiencia: string | null;
  habilidades: string[];
  categorias_experiencia: number[];
  aspiracion_salarial: number | null;
  disponibilidad: string | null;
  ciudad: string | null;
  departamento: string | null;
  categorias: string[];
  registrado_en: string;
  ultima_actividad: string | null;
  tratamiento: boolean | null;
  postulaciones: number;
  contrataciones: number;
  misiones: number;
  asistencias: number;
  inasistencias: number;
  documentos_listos: boolean;
}

/** The candidate's profile with their pool row (sums, categories, place), or undefined. */
export async function findProfile(db: Db, candidateId: number) {
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`select c.id_candidato, c.numero_documento, c.primer_nombre, c.segundo_nombre, c.primer_apellido,
          c.segundo_apellido, c.correo, c.numero_contacto1, c.fecha_nacimiento::text as fecha_nacimiento,
          c.anios_experiencia, c.certificaciones, c.id_ciudad, c.experiencia, c.habilidades,
          c.categorias_experiencia, c.aspiracion_salarial, c.disponibilidad,
          ci.nombre_ciudad as ciudad, ci.departamento,
          array(select nombre_categoria from categorias where id_categoria = any(coalesce(p.categorias, c.categorias_experiencia))
                order by nombre_categoria) as categorias,
          ${iso(sql`c.created_at`)} as registrado_en, ${iso(sql`p.ultima_actividad`)} as ultima_actividad,
          p.tratamiento, coalesce(p.postulaciones, 0) as postulaciones,
          coalesce(p.contrataciones, 0) as contrataciones, coalesce(p.misiones, 0) as misiones,
          coalesce(p.asistencias, 0) as asistencias, coalesce(p.inasistencias, 0) as inasistencias,
          coalesce(p.documentos_listos_hasta >= (now() at time zone 'America/Bogota')::date, false) as documentos_listos
        from candidatos c
        left join candidatos_pool p on p.id_candidato = c.id_candidato
        left join ciudades ci on ci.id_ciudad = c.id_ciudad
        where c.id_candidato = ${candidateId}`,
  );
  return row;
}

/** Each consent kind's act in force, with its date. */
export function consentsInForce(db: Db, candidateId: number) {
  return queryRows<{ tipo: string; otorgado: boolean; fecha: string }>(
    db,
    sql`select distinct on (tipo) tipo, otorgado, ${iso(sql`creado_en`)} as fecha
        from consentimientos where id_candidato = ${candidateId} order by tipo, id desc`,
  );
}

export interface ApplicationRow {
  id_postulacion: number;
  id_vacante: number;
  vacante: string;
  empresa: string;
  estado: string;
  fecha: string;
  entrevista_fecha: string | null;
  entrevista_lugar: string | null;
  asistencia: string | null;
  historial: { estado: string; fecha: string; nota: string | null; audiencia: string; por: string | null }[];
}

/** The candidate's applications to vacancies `scope` reaches, newest first, each with its history. */
export function applicationsInScope(db: Db, candidateId: number, scope: SQL | undefined) {
  return queryRows<ApplicationRow>(
    db,
    sql`select p.id_postulacion, vacantes.id_vacante, vacantes.titulo as vacante, vacantes.empresa, p.estado,
          ${iso(sql`p.created_at`)} as fecha, ${iso(sql`e.fecha_hora`)} as entrevista_fecha,
          e.lugar as entrevista_lugar, p.entrevista_asistencia as asistencia,
          coalesce((select json_agg(json_build_object('estado', h.estado, 'fecha', ${iso(sql`h.fecha`)},
              'nota', h.nota, 'audiencia', h.audiencia,
              'por', case when u.id_usuario is null then null else u.primer_nombre || ' ' || u.primer_apellido end)
              order by h.fecha, h.id)
            from postulaciones_historial h left join usuarios u on u.id_usuario = h.id_usuario
            where h.id_postulacion = p.id_postulacion), '[]') as historial
        from postulaciones p
        join vacantes on vacantes.id_vacante = p.id_vacante
        left join espacios_agendamiento e on e.id_espacio_agendamiento = p.id_espacio_agendamiento
        where p.id_candidato = ${candidateId} and ${scope ?? sql`true`}
        order by p.created_at desc, p.id_postulacion desc`,
  );
}

/** The candidate's assignments at companies `scope` reaches (over `empresas e`), newest first. */
export function assignmentsInScope(db: Db, candidateId: number, scope: SQL | undefined) {
  return queryRows<{
    id_mision: number;
    empresa: string;
    servicio: string;
    inicio: string;
    fin_previsto: string;
    terminada_el: string | null;
  }>(
    db,
    sql`select m.id_mision, e.razon_social as empresa, m.servicio, m.inicio::text as inicio,
          m.fin_previsto::text as fin_previsto, m.terminada_el::text as terminada_el
        from misiones m join postulaciones p on p.id_postulacion = m.id_postulacion
        join empresas e on e.id_empresa = m.id_empresa
        where p.id_candidato = ${candidateId} and ${scope ?? sql`true`}
        order by m.inicio desc, m.id_mision desc`,
  );
}

/** The invitations sent to the candidate for vacancies `scope` reaches, and whether they applied. */
export function invitationsInScope(db: Db, candidateId: number, scope: SQL | undefined) {
  return queryRows<{
    id_invitacion: number;
    vacante: string;
    fecha: string;
    abierta_en: string | null;
    postulo: boolean;
  }>(
    db,
    sql`select i.id_invitacion, vacantes.titulo as vacante, ${iso(sql`i.creado_en`)} as fecha,
          ${iso(sql`i.abierta_en`)} as abierta_en,
          exists (select 1 from postulaciones p where p.id_candidato = i.id_candidato
                  and p.id_vacante = i.id_vacante) as postulo
        from invitaciones_postulacion i join vacantes on vacantes.id_vacante = i.id_vacante
        where i.id_candidato = ${candidateId} and ${scope ?? sql`true`}
        order by i.creado_en desc`,
  );
}

/** How many of the candidate's applications and assignments lie outside the caller's scope. */
export async function countsOutOfScope(
  db: Db,
  candidateId: number,
  vacancies: SQL | undefined,
  companies: SQL | undefined,
) {
  if (!vacancies && !companies) return { postulaciones: 0, misiones: 0 };
  const [row] = await queryRows<{ postulaciones: number; misiones: number }>(
    db,
    sql`select
          (select count(*)::int from postulaciones p join vacantes on vacantes.id_vacante = p.id_vacante
            where p.id_candidato = ${candidateId} and not (${vacancies ?? sql`true`})) as postulaciones,
          (select count(*)::int from misiones m join postulaciones p on p.id_postulacion = m.id_postulacion
            join empresas e on e.id_empresa = m.id_empresa
            where p.id_candidato = ${candidateId} and not (${companies ?? sql`true`})) as misiones`,
  );
  return row ?? { postulaciones: 0, misiones: 0 };
}
