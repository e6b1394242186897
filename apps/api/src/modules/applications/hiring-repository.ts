import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pasosContratacion } from '../../db/schema/index.js';

export function stepsOf(db: Db, applicationIds: number[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db.select().from(pasosContratacion).where(inArray(pasosContratacion.id_postulacion, applicationIds));
}

/** Marks (or unmarks) a step; the latest mark wins, with who and when. */
export async function upsertStep(
  db: Db,
  row: {
    id_postulacion: number;
    paso: string;
    completado: boolean;
    comentario: string | null;
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
        id_usuario: row.id_usuario,
        updated_at: sql`now()`,
      },
    });
}
