import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { candidatos, solicitudesDatos } from '../../db/schema/index.js';

export type DataRequestRow = typeof solicitudesDatos.$inferSelect;

export async function insertDataRequest(db: Db, values: typeof solicitudesDatos.$inferInsert) {
  const [row] = await db.insert(solicitudesDatos).values(values).returning();
  return row!;
}

export function requestsOfCandidate(db: Db, candidateId: number) {
  return db
    .select()
    .from(solicitudesDatos)
    .where(eq(solicitudesDatos.id_candidato, candidateId))
    .orderBy(desc(solicitudesDatos.radicada_en), desc(solicitudesDatos.id));
}

export async function openDeletionOf(db: Db, candidateId: number) {
  const [row] = await db
    .select({ id: solicitudesDatos.id })
    .from(solicitudesDatos)
    .where(
      and(
        eq(solicitudesDatos.id_candidato, candidateId),
        eq(solicitudesDatos.tipo, 'eliminacion'),
        eq(solicitudesDatos.estado, 'pendiente'),
      ),
    );
  return row;
}

/** The queue: pending first, the nearest due date first; then the answered, newest first. */
export function listForStaff(db: Db, estado?: string) {
  return db
    .select({
      request: solicitudesDatos,
      candidato: sql<string>`concat_ws(' ', ${candidatos.primer_nombre}, ${candidatos.primer_apellido})`,
      numero_documento: candidatos.numero_documento,
    })
    .from(solicitudesDatos)
    .innerJoin(candidatos, eq(candidatos.id_candidato, solicitudesDatos.id_candidato))
    .where(estado ? eq(solicitudesDatos.estado, estado) : undefined)
    .orderBy(
      sql`${solicitudesDatos.estado} <> 'pendiente'`,
      asc(sql`case when ${solicitudesDatos.estado} = 'pendiente' then ${solicitudesDatos.vence_el} end`),
      desc(solicitudesDatos.respondida_en),
      asc(solicitudesDatos.id),
    )
    .limit(500);
}

/** Locks one request for an answer or an extension (two staff members cannot both answer). */
export async function lockRequest(db: Db, id: number) {
  const [row] = await db.select().from(solicitudesDatos).where(eq(solicitudesDatos.id, id)).for('update');
  return row;
}

export async function updateRequest(
  db: Db,
  id: number,
  values: Partial<typeof solicitudesDatos.$inferInsert>,
) {
  await db.update(solicitudesDatos).set(values).where(eq(solicitudesDatos.id, id));
}
