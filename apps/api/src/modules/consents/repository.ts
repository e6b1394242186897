import { and, asc, desc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { candidatos, consentimientos } from '../../db/schema/index.js';

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

/**
 * Whether the candidate in `candidateId` (a column of the outer query) gives this authorization now:
 * the newest act of its kind decides. The one place that rule is written, so a query can carry it as a
 * column instead of asking for it apart.
 */
export const grantStands = (candidateId: AnyColumn, tipo: string) =>
  sql<boolean>`coalesce((select acto.otorgado from ${consentimientos} acto
    where acto.id_candidato = ${candidateId} and acto.tipo = ${tipo}
    order by acto.id desc limit 1), false)`;

/** Of these candidates, those who give this authorization now. */
export async function candidatesGranting(db: Db, candidateIds: number[], tipo: string): Promise<Set<number>> {
  if (candidateIds.length === 0) return new Set();
  const rows = await db
    .select({ id_candidato: candidatos.id_candidato })
    .from(candidatos)
    .where(and(inArray(candidatos.id_candidato, candidateIds), grantStands(candidatos.id_candidato, tipo)));
  return new Set(rows.map((row) => row.id_candidato));
}

/** Oldest first, for the candidate's data export. */
export function listConsentsInOrder(db: Db, candidateId: number): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consentimientos)
    .where(eq(consentimientos.id_candidato, candidateId))
    .orderBy(asc(consentimientos.id));
}
