import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { pasosContratacion } from '../../../db/schema/index.js';
import { noteFor, type NoteReader } from '../pipeline/note-visibility.js';

/** The marked steps of these applications, with the comments this reader may read (decision 0056). */
export function stepsOf(db: Db, applicationIds: number[], reader: NoteReader) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id_postulacion: pasosContratacion.id_postulacion,
      paso: pasosContratacion.paso,
      completado: pasosContratacion.completado,
      comentario: sql<
        string | null
      >`${noteFor(reader, pasosContratacion.comentario, pasosContratacion.comentario_audiencia)}`,
      comentario_audiencia: pasosContratacion.comentario_audiencia,
      updated_at: pasosContratacion.updated_at,
    })
    .from(pasosContratacion)
    .where(inArray(pasosContratacion.id_postulacion, applicationIds));
}

/** Marks (or unmarks) a step; the latest mark wins, with who and when. */
export async function upsertStep(
  db: Db,
  row: {
    id_postulacion: number;
    paso: string;
    completado: boolean;
    comentario: string | null;
    comentario_audiencia: string;
    id_usuario: number;
  },
) {
  await db
    .insert(pasosContratacion)
    .values({ ...row, updated_at: new Date() })
    .onConflictDoUpdate({
      target: [pasosContratacion.id_postulacion, pasosContratacion.paso],
      set: {
        completado: row.completado,
        comentario: row.comentario,
        comentario_audiencia: row.comentario_audiencia,
        id_usuario: row.id_usuario,
        updated_at: sql`now()`,
      },
    });
}
