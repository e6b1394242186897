import type { Db } from '../../db/client.js';
import { auditoria } from '../../db/schema/index.js';

export type AuditInsert = typeof auditoria.$inferInsert;

export async function insertAudit(db: Db, entries: AuditInsert[]) {
  await db.insert(auditoria).values(entries);
}
