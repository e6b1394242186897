import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTE_VISIBILITIES } from '@portal/shared/applications/note-audience';
import { oneOf } from './checks.js';
import { usuarios } from './staff.js';
import { postulaciones } from './vacancies.js';

/**
 * The hiring steps marked for an approved application (see HIRING_STEPS in @portal/shared/hiring).
 * A step without a row is pending; the documents step is derived from the document report, not stored.
 */
export const pasosContratacion = pgTable(
  'pasos_contratacion',
  {
    id_postulacion: integer('id_postulacion')
      .notNull()
      .references(() => postulaciones.id_postulacion, { onDelete: 'cascade' }),
    paso: text('paso').notNull(),
    completado: boolean('completado').notNull(),
    comentario: text('comentario'),
    /** Who reads the comment besides the agency (NOTE_VISIBILITIES, decision 0056). */
    comentario_audiencia: text('comentario_audiencia').notNull().default('interna'),
    id_usuario: integer('id_usuario').references(() => usuarios.id_usuario),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_postulacion, t.paso] }),
    check('pasos_contratacion_audiencia_check', oneOf(t.comentario_audiencia, NOTE_VISIBILITIES)),
  ],
);
