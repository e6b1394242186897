import { bogotaToday, needsAttention } from '@portal/shared/documents/rules';
import type { Db } from '../../db/client.js';
import { documentReport, documentReports } from './repository.js';

/**
 * For other modules (hiring): whether the candidate's documents are all in order — nothing required
 * missing, no open request, nothing rejected or expired — the same rule as the candidate's own cards.
 */
export async function documentsComplete(db: Db, candidateId: number, today = bogotaToday()) {
  return (await documentReport(db, candidateId)).every((type) => !needsAttention(type, today));
}

/** `documentsComplete` for several candidates in one query (the hiring board), keyed by candidate. */
export async function documentsCompleteOf(db: Db, candidateIds: number[], today = bogotaToday()) {
  const complete = new Map<number, boolean>();
  for (const [id, report] of await documentReports(db, [...new Set(candidateIds)])) {
    complete.set(
      id,
      report.every((type) => !needsAttention(type, today)),
    );
  }
  return complete;
}
