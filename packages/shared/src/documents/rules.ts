import { bogotaToday } from '../bogota-time';
import { SPECIAL_DOCUMENT_TYPE_ID } from '../constants';
import type { CandidateDocument, DocumentTypeReport } from './candidate';

/**
 * The rules of spec §4 over a candidate's document report: plain functions without zod, so a screen
 * that only counts (the candidate menu, on every candidate page) does not load the schemas.
 */

export { bogotaToday };

/** Spec §4: type 14 appears only when it has requests or files. */
export function isDocumentTypeVisible(type: DocumentTypeReport): boolean {
  if (type.id_documento !== SPECIAL_DOCUMENT_TYPE_ID) return true;
  return type.documentos.length > 0 || type.solicitudes.length > 0;
}

/** Spec §4: an open request on a type that already has a file. */
export function needsUpdate(type: DocumentTypeReport): boolean {
  return type.solicitudes.length > 0 && type.documentos.length > 0;
}

/** A document whose expiry date has passed (compared as Colombian calendar days, YYYY-MM-DD). */
export const isExpired = (document: Pick<CandidateDocument, 'fecha_vencimiento'>, today: string) =>
  document.fecha_vencimiento !== null && document.fecha_vencimiento < today;

/** Where a file stands for the candidate and the agency: its review, or expired above all. */
export type ReviewState = CandidateDocument['estado_revision'] | 'vencido';
/** A review state as the agency names it (its badges, the audit log). */
export const reviewStateLabels: Record<ReviewState, string> = {
  pendiente: 'Por revisar',
  aprobado: 'Aprobado',
  rechazado: 'Rechazado',
  vencido: 'Vencido',
};
export const reviewStateOf = (document: CandidateDocument, today = bogotaToday()): ReviewState =>
  isExpired(document, today) ? 'vencido' : document.estado_revision;

/** Spec §4: required and empty, or requested and empty, or needing an update, or expired. */
export function needsAttention(type: DocumentTypeReport, today = bogotaToday()): boolean {
  const empty = type.documentos.length === 0;
  return (
    (type.obligatorio && empty) ||
    (type.solicitudes.length > 0 && empty) ||
    needsUpdate(type) ||
    type.documentos.some((document) => isExpired(document, today))
  );
}

/** Spec §4: max files of 1 or less replaces; otherwise adding stops at the maximum. */
export const replacesExisting = (type: DocumentTypeReport) => type.cantidad_max <= 1;
export const canAddMore = (type: DocumentTypeReport) =>
  replacesExisting(type) ? type.documentos.length === 0 : type.documentos.length < type.cantidad_max;
