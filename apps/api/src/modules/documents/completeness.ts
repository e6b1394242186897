import { bogotaToday, needsAttention } from '@portal/shared/documents';
import type { Db } from '../../db/client.js';
import { documentReport } from './repository.js';

/**
 * For other modules (hiring): whether the candidate's documents are all in order — nothing required
 * missing, no open request, nothing rejected or expired — the same rule as the candidate's own cards.
 */
export async function documentsComplete(db: Db, candidateId: number, today = bogotaToday()) {
  return (await documentReport(db, candidateId)).every((type) => !needsAttention(type, today));
}
