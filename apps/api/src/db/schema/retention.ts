import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { candidatos } from './candidates.js';

/** The retention warning sent to an inactive candidate: once per period of inactivity. */
export const avisosRetencion = pgTable('avisos_retencion', {
  id_candidato: integer('id_candidato')
    .primaryKey()
    .references(() => candidatos.id_candidato, { onDelete: 'cascade' }),
  avisado_en: timestamp('avisado_en', { withTimezone: true }).notNull(),
  /** The day the data will be anonymized if the person does not come back. */
  elimina_el: timestamp('elimina_el', { withTimezone: true }).notNull(),
});
