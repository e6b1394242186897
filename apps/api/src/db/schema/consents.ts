import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { candidatos } from './candidates.js';

/**
 * Every authorization a candidate gives or withdraws, append-only: the proof Ley 1581 asks the agency
 * to keep (Decreto 1377 de 2013, art. 8). Never updated; the newest row of each kind is what stands.
 */
export const consentimientos = pgTable(
  'consentimientos',
  {
    id: serial('id').primaryKey(),
    id_candidato: integer('id_candidato')
      .notNull()
      .references(() => candidatos.id_candidato, { onDelete: 'cascade' }),
    /** tratamiento | compartir | alertas */
    tipo: text('tipo').notNull(),
    otorgado: boolean('otorgado').notNull(),
    /** The exact wording accepted or withdrawn. */
    texto: text('texto').notNull(),
    politica_version: text('politica_version').notNull(),
    /** sha256 of the privacy policy text in force at that moment. */
    politica_hash: text('politica_hash').notNull(),
    ip: text('ip'),
    agente: text('agente'),
    creado_en: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consentimientos_candidato_idx').on(table.id_candidato, table.tipo, table.id)],
);
