import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { candidatos } from './candidates.js';
import { usuarios } from './staff.js';

/**
 * Consultas and reclamos of data subjects (Ley 1581 de 2012, arts. 14 and 15), with their legal due
 * date. Kept after a deletion is carried out: they prove the request was answered on time.
 */
export const solicitudesDatos = pgTable(
  'solicitudes_datos',
  {
    id: serial('id').primaryKey(),
    id_candidato: integer('id_candidato')
      .notNull()
      .references(() => candidatos.id_candidato),
    /** consulta | correccion | eliminacion */
    tipo: text('tipo').notNull(),
    detalle: text('detalle').notNull(),
    /** pendiente | atendida | denegada */
    estado: text('estado').notNull().default('pendiente'),
    radicada_en: timestamp('radicada_en', { withTimezone: true }).notNull().defaultNow(),
    /** Last day of the term, Bogotá calendar; moved once by an extension. */
    vence_el: date('vence_el', { mode: 'string' }).notNull(),
    prorrogada: boolean('prorrogada').notNull().default(false),
    motivo_prorroga: text('motivo_prorroga'),
    respuesta: text('respuesta'),
    respondida_en: timestamp('respondida_en', { withTimezone: true }),
    respondida_por: integer('respondida_por').references(() => usuarios.id_usuario),
    /** When the staff who handle it were told its term is about to end (once per request). */
    aviso_vencimiento_en: timestamp('aviso_vencimiento_en', { withTimezone: true }),
  },
  (table) => [
    index('solicitudes_datos_pendientes').on(table.estado, table.vence_el),
    index('solicitudes_datos_candidato').on(table.id_candidato, table.radicada_en),
  ],
);
