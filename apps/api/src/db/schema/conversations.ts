import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { procesos } from './orders.js';
import { usuarios } from './staff.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The conversation of one hiring process (an order line, or a vacancy the agency opened for the
 * company) between the company's users and the agency's group. A message may carry one attachment and
 * may propose a start date, which the other side accepts or answers with another date.
 */
export const mensajesProceso = pgTable(
  'mensajes_proceso',
  {
    id_mensaje: serial('id_mensaje').primaryKey(),
    id_proceso: integer('id_proceso')
      .notNull()
      .references(() => procesos.id_proceso, { onDelete: 'cascade' }),
    id_autor: integer('id_autor')
      .notNull()
      .references(() => usuarios.id_usuario),
    /** empresa | agencia: the side that wrote it, fixed when written. */
    lado: text('lado').notNull(),
    texto: text('texto').notNull(),
    adjunto_url: text('adjunto_url'),
    adjunto_nombre: text('adjunto_nombre'),
    fecha_propuesta: date('fecha_propuesta'),
    /** abierta | aceptada | reemplazada, only on a message that proposes a date. */
    propuesta_estado: text('propuesta_estado'),
    creado_en: at('creado_en').notNull().defaultNow(),
    /** When someone of the other side first saw it. */
    leido_en: at('leido_en'),
  },
  (t) => [
    index('mensajes_proceso_proceso').on(t.id_proceso, t.id_mensaje),
    index('mensajes_proceso_adjunto').on(t.adjunto_url),
    check('mensajes_proceso_lado_check', sql`${t.lado} in ('empresa', 'agencia')`),
    check(
      'mensajes_proceso_propuesta_check',
      sql`(${t.fecha_propuesta} is null) = (${t.propuesta_estado} is null) and (${t.propuesta_estado} is null or ${t.propuesta_estado} in ('abierta', 'aceptada', 'reemplazada'))`,
    ),
    check('mensajes_proceso_adjunto_check', sql`(${t.adjunto_url} is null) = (${t.adjunto_nombre} is null)`),
  ],
);
