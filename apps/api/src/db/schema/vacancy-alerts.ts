import { integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { candidatos } from './candidates.js';
import { categorias, ciudades } from './catalog.js';

/** What a candidate asked to hear about: a city, a category or both (null: any). */
export const alertasVacantes = pgTable(
  'alertas_vacantes',
  {
    id: serial('id').primaryKey(),
    id_candidato: integer('id_candidato')
      .notNull()
      .references(() => candidatos.id_candidato, { onDelete: 'cascade' }),
    id_ciudad: integer('id_ciudad').references(() => ciudades.id_ciudad),
    id_categoria: integer('id_categoria').references(() => categorias.id_categoria),
    creado_en: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  // "Any city" twice is the same alert: nulls compare equal here.
  (t) => [
    unique('alertas_vacantes_unica').on(t.id_candidato, t.id_ciudad, t.id_categoria).nullsNotDistinct(),
  ],
);

/**
 * Where each candidate's digests stand: vacancies published up to `enviado_hasta` were already
 * considered, so a vacancy is announced once and a day without news sends nothing.
 */
export const resumenesAlertas = pgTable('resumenes_alertas', {
  id_candidato: integer('id_candidato')
    .primaryKey()
    .references(() => candidatos.id_candidato, { onDelete: 'cascade' }),
  enviado_hasta: timestamp('enviado_hasta', { withTimezone: true }).notNull(),
});
