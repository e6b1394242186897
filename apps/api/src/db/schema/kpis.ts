import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
