import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { NOTE_VISIBILITIES } from '@portal/shared/applications/note-audience';
import { INTERVIEW_ATTENDANCE } from '@portal/shared/applications/pipeline';
import { oneOf } from './checks.js';
import { candidatos } from './candidates.js';
import { categorias, ciudades } from './catalog.js';
import { empresas, usuarios } from './staff.js';

const at = (name: string) => timestamp(name, { withTimezone: true });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Lower-case, accent-free text for search: `translate` and `lower` are immutable, so the generated
 * column and the GIN index need no extension (unaccent) and run the same on PGlite and PostgreSQL.
 * The API folds the user's words the same way (see modules/vacancies/search-text.ts).
 */
export const folded = (expression: SQL) =>
  sql`translate(lower(${expression}), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc')`;

/** Job openings. Status abierta | cerrada; tipo_contrato temporal | obra_labor | termino_fijo. */
export const vacantes = pgTable(
  'vacantes',
  {
    id_vacante: serial('id_vacante').primaryKey(),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull(),
    requisitos: text('requisitos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    empresa: text('empresa').notNull(),
    id_ciudad: integer('id_ciudad')
      .notNull()
      .references(() => ciudades.id_ciudad),
    id_categoria: integer('id_categoria')
      .notNull()
      .references(() => categorias.id_categoria),
    lugar: text('lugar').notNull(),
    salario: integer('salario').notNull(),
    turno: text('turno').notNull(),
    tipo_contrato: text('tipo_contrato').notNull(),
    cantidad_vacantes: integer('cantidad_vacantes').notNull().default(1),
    fecha_publicacion: at('fecha_publicacion').notNull().defaultNow(),
    fecha_cierre: date('fecha_cierre', { mode: 'string' }).notNull(),
    estado: text('estado').notNull().default('abierta'),
    /** The client company the agency fills this vacancy for (null: the agency's own listing). */
    id_empresa: integer('id_empresa').references(() => empresas.id_empresa),
    updated_at: at('updated_at').notNull().defaultNow(),
    busqueda: tsvector('busqueda')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('simple'::regconfig, ${folded(sql`${vacantes.titulo} || ' ' || ${vacantes.descripcion}`)})`,
      ),
  },
  // Ascending indexes: a backward scan gives ORDER BY … DESC (NULLS FIRST), which DESC NULLS LAST cannot.
  (t) => [
    index('vacantes_busqueda_gin').using('gin', t.busqueda),
    index('vacantes_estado_fecha').on(t.estado, t.fecha_publicacion, t.id_vacante),
    index('vacantes_ciudad_fecha').on(t.id_ciudad, t.fecha_publicacion, t.id_vacante),
    index('vacantes_categoria_fecha').on(t.id_categoria, t.fecha_publicacion, t.id_vacante),
    index('vacantes_salario').on(t.salario),
    check('vacantes_estado_check', sql`${t.estado} in ('abierta', 'cerrada')`),
    check('vacantes_salario_check', sql`${t.salario} >= 0`),
  ],
);

/** Interview slots; `reservados` only grows through one conditional UPDATE, never past capacity. */
export const espaciosAgendamiento = pgTable(
  'espacios_agendamiento',
  {
    id_espacio_agendamiento: serial('id_espacio_agendamiento').primaryKey(),
    id_vacante: integer('id_vacante')
      .notNull()
      .references(() => vacantes.id_vacante, { onDelete: 'cascade' }),
    fecha_hora: at('fecha_hora').notNull(),
    lugar: text('lugar').notNull(),
    capacidad: integer('capacidad').notNull(),
    reservados: integer('reservados').notNull().default(0),
  },
  (t) => [
    index('espacios_vacante_fecha').on(t.id_vacante, t.fecha_hora),
    check('espacios_capacidad_check', sql`${t.reservados} >= 0 and ${t.reservados} <= ${t.capacidad}`),
  ],
);

/** One application per candidate and vacancy. Estado: see APPLICATION_STATES in @portal/shared. */
export const postulaciones = pgTable(
  'postulaciones',
  {
    id_postulacion: serial('id_postulacion').primaryKey(),
    id_candidato: integer('id_candidato')
      .notNull()
      .references(() => candidatos.id_candidato, { onDelete: 'cascade' }),
    id_vacante: integer('id_vacante')
      .notNull()
      .references(() => vacantes.id_vacante),
    id_espacio_agendamiento: integer('id_espacio_agendamiento').references(
      () => espaciosAgendamiento.id_espacio_agendamiento,
    ),
    estado: text('estado').notNull(),
    utm_source: text('utm_source'),
    utm_campaign: text('utm_campaign'),
    /**
     * The candidate's authorization to show their CV to the client company of this vacancy (Ley 1581):
     * when it was given and the version of the text they accepted; null when not given or withdrawn.
     */
    comparte_hv_en: at('comparte_hv_en'),
    comparte_hv_texto: text('comparte_hv_texto'),
    /**
     * How many times the interview invitation of this application changed (booked, moved, cancelled):
     * the SEQUENCE of its iCalendar event, so a calendar applies the newest and ignores an older one.
     */
    entrevista_secuencia: integer('entrevista_secuencia').notNull().default(0),
    /** asistio | no_asistio: what staff marked once the booked interview's time came; null until then. */
    entrevista_asistencia: text('entrevista_asistencia'),
    /** When the reminder of the booked interview went (the day before); a new booking clears it. */
    entrevista_recordada_en: at('entrevista_recordada_en'),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('postulaciones_candidato_vacante').on(t.id_candidato, t.id_vacante),
    index('postulaciones_candidato_fecha').on(t.id_candidato, t.created_at, t.id_postulacion),
    index('postulaciones_vacante_estado').on(t.id_vacante, t.estado, t.updated_at),
    // The dashboard's stale count reads only the open applications, oldest first (decision 0070).
    index('postulaciones_abiertas_actualizacion')
      .on(t.updated_at, t.id_vacante)
      .where(sql`${t.estado} not in ('contratada', 'descartada', 'rechazada')`),
    check(
      'postulaciones_asistencia_check',
      sql`${t.entrevista_asistencia} is null or ${oneOf(t.entrevista_asistencia, INTERVIEW_ATTENDANCE)}`,
    ),
  ],
);

/** Every state an application went through, oldest first. */
export const postulacionesHistorial = pgTable(
  'postulaciones_historial',
  {
    id: serial('id').primaryKey(),
    id_postulacion: integer('id_postulacion')
      .notNull()
      .references(() => postulaciones.id_postulacion, { onDelete: 'cascade' }),
    estado: text('estado').notNull(),
    nota: text('nota'),
    /** Who reads the note besides the agency (NOTE_VISIBILITIES, decision 0056): internal by default. */
    audiencia: text('audiencia').notNull().default('interna'),
    /** Who moved it (staff or company user); null for the candidate's own application. */
    id_usuario: integer('id_usuario').references(() => usuarios.id_usuario),
    fecha: at('fecha').notNull().defaultNow(),
  },
  (t) => [
    index('postulaciones_historial_postulacion').on(t.id_postulacion, t.fecha),
    check('postulaciones_historial_audiencia_check', oneOf(t.audiencia, NOTE_VISIBILITIES)),
  ],
);
