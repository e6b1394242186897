import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { vacantes } from './vacancies.js';

/**
 * The dashboard figures' running totals (decision 0070), kept by database triggers in the same
 * transaction as the applications and history they count (migration 0035), so reading them is a sum
 * over a handful of rows instead of a pass over every application. Only the kpis module reads them.
 */

/** Per vacancy: its applications and its first hire (the busiest vacancies, the days to fill). */
export const kpiVacantes = pgTable(
  'kpi_vacantes',
  {
    id_vacante: integer('id_vacante')
      .primaryKey()
      .references(() => vacantes.id_vacante, { onDelete: 'cascade' }),
    postulaciones: integer('postulaciones').notNull().default(0),
    primera_contratacion: timestamp('primera_contratacion', { withTimezone: true }),
  },
  (t) => [index('kpi_vacantes_postulaciones').on(sql`${t.postulaciones} desc`, t.id_vacante)],
);

/** Per company of the vacancy (0: the agency's own vacancies) and source: applications and hires. */
export const kpiFuentes = pgTable(
  'kpi_fuentes',
  {
    id_empresa: integer('id_empresa').notNull(),
    fuente: text('fuente').notNull(),
    postulaciones: integer('postulaciones').notNull().default(0),
    contratadas: integer('contratadas').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.id_empresa, t.fuente] })],
);

/** Per company of the vacancy (0: the agency's own) and state: applications that ever reached it. */
export const kpiEmbudo = pgTable(
  'kpi_embudo',
  {
    id_empresa: integer('id_empresa').notNull(),
    estado: text('estado').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.id_empresa, t.estado] })],
);

/**
 * Per company of the vacancy (0: the agency's own): its open vacancies, and over its vacancies with a
 * first hire, how many and the seconds from publication to that hire (the days to fill). Migration 0036.
 */
export const kpiEmpresas = pgTable('kpi_empresas', {
  id_empresa: integer('id_empresa').primaryKey(),
  vacantes_abiertas: integer('vacantes_abiertas').notNull().default(0),
  vacantes_contratadas: integer('vacantes_contratadas').notNull().default(0),
  segundos_para_contratar: numeric('segundos_para_contratar').notNull().default('0'),
});

/**
 * Per company of the vacancy and UTC day of their last change: the applications still open. The stale
 * ones (unchanged for days) are the days before the limit, plus the limit's own day counted row by row.
 * A day with none left has no row. Migration 0036.
 */
export const kpiAbiertasDia = pgTable(
  'kpi_abiertas_dia',
  {
    id_empresa: integer('id_empresa').notNull(),
    dia: date('dia').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_empresa, t.dia] })],
);
