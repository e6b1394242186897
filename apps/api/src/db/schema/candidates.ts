import { sql } from 'drizzle-orm';
import { date, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { ciudades } from './catalog.js';

/** Candidate record (spec §3); numero_documento is also the sign-in username. */
export const candidatos = pgTable('candidatos', {
  id_candidato: serial('id_candidato').primaryKey(),
  numero_documento: text('numero_documento').notNull().unique(),
  primer_nombre: text('primer_nombre').notNull(),
  segundo_nombre: text('segundo_nombre'),
  primer_apellido: text('primer_apellido'),
  segundo_apellido: text('segundo_apellido'),
  correo: text('correo'),
  numero_contacto1: text('numero_contacto1'),
  /** What a client company sees of a hired candidate (spec §3 Hired candidate): age, experience, certificates. */
  fecha_nacimiento: date('fecha_nacimiento', { mode: 'string' }),
  anios_experiencia: smallint('anios_experiencia'),
  certificaciones: text('certificaciones')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /**
   * What the agency's talent pool searches and matches on (decision 0067): where the candidate lives,
   * the work they did, their skills, salary expectation and availability. All optional.
   */
  id_ciudad: integer('id_ciudad').references(() => ciudades.id_ciudad),
  experiencia: text('experiencia'),
  habilidades: text('habilidades')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Categories (catalogue ids) the candidate says they have worked in. */
  categorias_experiencia: integer('categorias_experiencia')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  aspiracion_salarial: integer('aspiracion_salarial'),
  /** CANDIDATE_AVAILABILITY in @portal/shared; null: not said. */
  disponibilidad: text('disponibilidad'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Bumped by triggers whenever the candidate's documents or document requests change (migration
   * 0021): the documents report is cached against it (decision 0042).
   */
  documentos_version: integer('documentos_version').notNull().default(0),
});
