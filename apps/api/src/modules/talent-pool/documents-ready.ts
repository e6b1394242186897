import type { DocumentTypeReport } from '@portal/shared/documents/candidate';

/** No document expires: ready for good (a date, so "ready today" stays one indexed comparison). */
export const READY_FOR_GOOD = '9999-12-31';

/**
 * The last day a complete document report stays complete: the first expiry among its files (a file
 * is expired the day after its date, see `isExpired`), or for good when none expires.
 */
export function documentsReadyUntil(report: DocumentTypeReport[]): string {
  const expiries = report
    .flatMap((type) => type.documentos.map((document) => document.fecha_vencimiento))
    .filter((day): day is string => day !== null)
    .sort();
  return expiries[0] ?? READY_FOR_GOOD;
}
