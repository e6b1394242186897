import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { candidatos } from './candidates.js';
import { usuarios } from './staff.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Exactly one of the two is set (checked): a staff or company user, or a candidate. */
const recipient = () => ({
  id_usuario: integer('id_usuario').references(() => usuarios.id_usuario, { onDelete: 'cascade' }),
  id_candidato: integer('id_candidato').references(() => candidatos.id_candidato, { onDelete: 'cascade' }),
});

/**
 * What happened that concerns one person (a candidate, or a staff or company user): shown in their
 * bell, and mailed per their preference. The text is written when the event happens, in Spanish.
 */
export const notificaciones = pgTable(
  'notificaciones',
  {
    id: serial('id').primaryKey(),
    ...recipient(),
    evento: text('evento').notNull(),
    titulo: text('titulo').notNull(),
    cuerpo: text('cuerpo').notNull(),
    /** A path inside the portal (never an origin: mails prefix PUBLIC_URL). */
    enlace: text('enlace').notNull(),
    creada_en: at('creada_en').notNull().defaultNow(),
    leida_en: at('leida_en'),
    /** app (no mail) | inmediato | diario: the preference in force when it was written. */
    entrega: text('entrega').notNull(),
    /** When the mail that carried it was queued; null while it waits (or never, for "app"). */
    correo_en: at('correo_en'),
  },
  (t) => [
    check('notificaciones_un_destinatario', sql`num_nonnulls(${t.id_usuario}, ${t.id_candidato}) = 1`),
    index('notificaciones_usuario').on(t.id_usuario, t.id),
    index('notificaciones_candidato').on(t.id_candidato, t.id),
    index('notificaciones_por_enviar')
      .on(t.creada_en)
      .where(sql`${t.correo_en} is null and ${t.entrega} <> 'app'`),
  ],
);

/** How a person wants to hear of one kind of event; no row: the event's default. */
export const preferenciasNotificacion = pgTable(
  'preferencias_notificacion',
  {
    id: serial('id').primaryKey(),
    ...recipient(),
    evento: text('evento').notNull(),
    entrega: text('entrega').notNull(),
  },
  (t) => [
    check('preferencias_un_destinatario', sql`num_nonnulls(${t.id_usuario}, ${t.id_candidato}) = 1`),
    unique('preferencias_una_por_evento').on(t.id_usuario, t.id_candidato, t.evento).nullsNotDistinct(),
  ],
);
