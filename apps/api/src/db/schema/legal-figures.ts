import { check, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { type LegalFigureKey, legalFigureKeys } from '@portal/shared/legal-figures';
import { oneOf } from './checks.js';
import { usuarios } from './staff.js';

/**
 * Figures the law sets by date (decision 0064): the value of `clave` from `vigente_desde` until the
 * next row of the same key starts. Money in whole pesos, hours in hours, surcharges in percent.
 */
export const parametrosLegales = pgTable(
  'parametros_legales',
  {
    id: serial('id').primaryKey(),
    clave: text('clave').$type<LegalFigureKey>().notNull(),
    vigente_desde: date('vigente_desde', { mode: 'string' }).notNull(),
    valor: integer('valor').notNull(),
    /** The norm that sets it ("Decreto 1469 de 2025"). */
    fuente: text('fuente').notNull(),
    /** Null for the values the portal ships with. */
    id_usuario: integer('id_usuario').references(() => usuarios.id_usuario),
    creado_en: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('parametros_legales_clave_desde').on(t.clave, t.vigente_desde),
    check('parametros_legales_clave_check', oneOf(t.clave, legalFigureKeys)),
  ],
);
