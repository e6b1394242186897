import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { candidatos } from './candidates.js';
import { usuarios } from './staff.js';
import { vacantes } from './vacancies.js';
import { procesos } from './orders.js';

const at = (name: string) => timestamp(name, { withTimezone: true });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per candidate with what the talent pool searches, filters and ranks on (decision 0067):
 * its words, place, categories, consents, documents and history, summed from the tables that own
 * them. Rebuilt by `refreshPool` for the candidates queued in `candidatos_pool_pendientes`, so a
 * search over 200,000 candidates reads one narrow indexed table instead of joining seven.
 */
export const candidatosPool = pgTable(
  'candidatos_pool',
  {
    id_candidato: integer('id_candidato')
      .primaryKey()
      .references(() => candidatos.id_candidato, { onDelete: 'cascade' }),
    /**
     * The words of names, document, experience, skills, certificates and categories (declared and hired in),
     * lower-case and accent-free (`to_tsvector('simple', …)` of the folded text, without positions:
     * nothing ranks by them). The text itself is not kept: the row stays narrow, and a count over a
     * broad search reads every page the matches are on.
     */
    busqueda: tsvector('busqueda').notNull(),
    nombre_orden: text('nombre_orden').notNull(),
    id_ciudad: integer('id_ciudad'),
    departamento: text('departamento'),
    categorias: integer('categorias')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    disponibilidad: text('disponibilidad'),
    aspiracion_salarial: integer('aspiracion_salarial'),
    /** The consents in force: tratamiento (in the pool at all), alertas (may be invited), compartir. */
    tratamiento: boolean('tratamiento').notNull(),
    acepta_alertas: boolean('acepta_alertas').notNull(),
    comparte: boolean('comparte').notNull(),
    /** Documents in order until this day (the first expiry); null: something is missing now. */
    documentos_listos_hasta: date('documentos_listos_hasta', { mode: 'string' }),
    postulaciones: integer('postulaciones').notNull(),
    contrataciones: integer('contrataciones').notNull(),
    misiones: integer('misiones').notNull(),
    /** The planned end of an assignment not yet ended; null when none is running. */
    en_mision_hasta: date('en_mision_hasta', { mode: 'string' }),
    asistencias: integer('asistencias').notNull(),
    inasistencias: integer('inasistencias').notNull(),
    ultima_actividad: at('ultima_actividad').notNull(),
    actualizado_en: at('actualizado_en').notNull().defaultNow(),
  },
  (t) => [
    index('candidatos_pool_busqueda').using('gin', t.busqueda),
    index('candidatos_pool_categorias').using('gin', t.categorias),
    index('candidatos_pool_ciudad').on(t.id_ciudad),
    index('candidatos_pool_departamento').on(t.departamento),
    // Partial: every search has `tratamiento`, and counting the whole pool reads this index alone.
    index('candidatos_pool_actividad')
      .on(t.ultima_actividad, t.id_candidato)
      .where(sql`${t.tratamiento}`),
    index('candidatos_pool_nombre')
      .on(t.nombre_orden, t.id_candidato)
      .where(sql`${t.tratamiento}`),
  ],
);

/**
 * Every word (letters only, 3 or more) of the pool's search text, once: the typo tolerance looks up
 * the words close to what was typed here, in a trigram index over a few thousand short words, and
 * then searches the pool's `tsvector` for them. Comparing the typed word with each candidate's whole
 * text instead (`word <% texto`) costs ~0.1 ms a row: seconds over a pool of 200,000. Filled by
 * `refreshPool`; a word no candidate uses any longer stays and matches nobody.
 */
export const candidatosPoolPalabras = pgTable(
  'candidatos_pool_palabras',
  { palabra: text('palabra').primaryKey() },
  (t) => [index('candidatos_pool_palabras_trgm').using('gin', sql`${t.palabra} gin_trgm_ops`)],
);

/** Candidates whose pool row is out of date: filled by triggers (migration 0034), emptied by `refreshPool`. */
export const candidatosPoolPendientes = pgTable('candidatos_pool_pendientes', {
  id_candidato: integer('id_candidato').primaryKey(),
});

/** 'Invitar a postularse': who invited whom to which vacancy, and when the link was opened. */
export const invitacionesPostulacion = pgTable(
  'invitaciones_postulacion',
  {
    id_invitacion: serial('id_invitacion').primaryKey(),
    id_candidato: integer('id_candidato')
      .notNull()
      .references(() => candidatos.id_candidato, { onDelete: 'cascade' }),
    id_vacante: integer('id_vacante')
      .notNull()
      .references(() => vacantes.id_vacante),
    /** The order line the invitation was sent from, if any. */
    id_proceso: integer('id_proceso').references(() => procesos.id_proceso),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_usuario),
    /** The link's secret: opening `/api/invitaciones/:token` marks it opened and goes to the vacancy. */
    token: text('token').notNull(),
    puntaje: integer('puntaje').notNull(),
    creado_en: at('creado_en').notNull().defaultNow(),
    abierta_en: at('abierta_en'),
  },
  (t) => [
    uniqueIndex('invitaciones_candidato_vacante').on(t.id_candidato, t.id_vacante),
    uniqueIndex('invitaciones_token').on(t.token),
    index('invitaciones_candidato_fecha').on(t.id_candidato, t.creado_en),
    index('invitaciones_vacante').on(t.id_vacante),
    index('invitaciones_fecha').on(t.creado_en),
  ],
);

/** The pool's settings an admin tunes (the matching weights, the invitation cap), one row per key. */
export const ajustesPool = pgTable('ajustes_pool', {
  clave: text('clave').primaryKey(),
  valor: jsonb('valor').notNull(),
  id_usuario: integer('id_usuario').references(() => usuarios.id_usuario),
  actualizado_en: at('actualizado_en').notNull().defaultNow(),
});
