import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { consentimientos } from '../../db/schema/index.js';

export type ConsentRow = typeof consentimientos.$inferSelect;
export type NewConsent = typeof consentimientos.$inferInsert;

/** Append-only: consents are added, never changed or removed one by one. */
export async function insertConsents(db: Db, rows: NewConsent[]): Promise<void> {
  if (rows.length > 0) await db.insert(consentimientos).values(rows);
}

/** Every act of one candidate, newest first (ties by insertion order). */
export function listConsents(db: Db, candidateId: number): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consentimientos)
    .where(eq(consentimientos.id_candidato, candidateId))
    .orderBy(desc(consentimientos.creado_en), desc(consentimientos.id));
}

/** Of these candidates, those whose newest act of this kind gives the authorization. */
export async function candidatesGranting(db: Db, candidateIds: number[], tipo: string): Promise<Set<number>> {
  if (candidateIds.length === 0) return new Set();
  const rows = await db
    .selectDistinctOn([consentimientos.id_candidato], {
      id_candidato: consentimientos.id_candidato,
      otorgado: consentimientos.otorgado,
    })
    .from(consentimientos)
    .where(and(inArray(consentimientos.id_candidato, candidateIds), eq(consentimientos.tipo, tipo)))
    .orderBy(consentimientos.id_candidato, desc(consentimientos.id));
  return new Set(rows.filter((row) => row.otorgado).map((row) => row.id_candidato));
}

/** Oldest first, for the candidate's data export. */
export function listConsentsInOrder(db: Db, candidateId: number): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consentimientos)
    .where(eq(consentimientos.id_candidato, candidateId))
    .orderBy(asc(consentimientos.id));
}
