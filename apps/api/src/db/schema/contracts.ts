import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONTRACT_TYPES } from '@portal/shared/contracts/template';
import { oneOf } from './checks.js';
import { usuarios } from './staff.js';

/**
 * Contract templates by type, versioned: a change is a new version, so a contract already issued
 * keeps pointing at the text it was made from (issue 31 item 1). Null author: shipped with the portal.
 */
export const plantillasContrato = pgTable(
  'plantillas_contrato',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo').notNull(),
    version: integer('version').notNull(),
    cuerpo: text('cuerpo').notNull(),
    id_usuario: integer('id_usuario').references(() => usuarios.id_usuario),
    creado_en: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plantillas_contrato_tipo_version').on(t.tipo, t.version),
    check('plantillas_contrato_tipo_check', oneOf(t.tipo, CONTRACT_TYPES)),
  ],
);
