import { bogotaToday, isDocumentTypeVisible, needsAttention } from '@portal/shared/documents/rules';
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

/** No document expires: ready for good (a date, so "ready today" stays one indexed comparison). */
export const READY_FOR_GOOD = '9999-12-31';

/**
 * For the talent pool: the last day each candidate's documents stay complete — the first expiry among
 * their files (a file expires the day after its date) or for good — or null when something is
 * missing today. The same rule as `documentsComplete`.
 */
export async function documentsReadyUntil(db: Db, candidateIds: number[], today = bogotaToday()) {
  const until = new Map<number, string | null>();
  for (const [id, report] of await documentReports(db, [...new Set(candidateIds)])) {
    const complete = report.every((type) => !needsAttention(type, today));
    const expiries = report
      .flatMap((type) => type.documentos.map((document) => document.fecha_vencimiento))
      .filter((day): day is string => day !== null)
      .sort();
    until.set(id, complete ? (expiries[0] ?? READY_FOR_GOOD) : null);
  }
  return until;
}

/** The document types a staff member sees in a candidate's file (the caller checks the scope). */
export async function visibleDocumentReport(db: Db, candidateId: number) {
  return (await documentReport(db, candidateId)).filter(isDocumentTypeVisible);
}
