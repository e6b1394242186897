import { asc, desc, eq } from 'drizzle-orm';
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

/** Oldest first, for the candidate's data export. */
export function listConsentsInOrder(db: Db, candidateId: number): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consentimientos)
    .where(eq(consentimientos.id_candidato, candidateId))
    .orderBy(asc(consentimientos.id));
}
