import { and, eq, notInArray } from 'drizzle-orm';
import { FINAL_APPLICATION_STATES } from '@portal/shared/vacancies/constants';
import type { Db, Transaction } from '../../../db/client.js';
import {
  documentosCandidato,
  postulaciones,
  solicitudesDocumentos,
  tiposDocumento,
} from '../../../db/schema/index.js';

/** A candidate's file with its type's name; locked when read inside a review. */
export async function findDocumentWithType(db: Db, documentId: number, lock = false) {
  const query = db
    .select({
      id_documento_candidato: documentosCandidato.id_documento_candidato,
      id_candidato: documentosCandidato.id_candidato,
      id_documento: documentosCandidato.id_documento,
      doc_url: documentosCandidato.doc_url,
      estado_revision: documentosCandidato.estado_revision,
      fecha_vencimiento: documentosCandidato.fecha_vencimiento,
      tipo: tiposDocumento.nombre,
    })
    .from(documentosCandidato)
    .innerJoin(tiposDocumento, eq(tiposDocumento.id_documento, documentosCandidato.id_documento))
    .where(eq(documentosCandidato.id_documento_candidato, documentId));
  const [row] = lock ? await query.for('update', { of: documentosCandidato }) : await query;
  return row;
}

export interface Review {
  estado_revision: 'aprobado' | 'rechazado';
  motivo_rechazo: string | null;
  revisado_por: number;
  fecha_revision: Date;
  fecha_vencimiento: string | null;
}

export async function saveReview(tx: Transaction, documentId: number, review: Review) {
  await tx
    .update(documentosCandidato)
    .set(review)
    .where(eq(documentosCandidato.id_documento_candidato, documentId));
}

export type NewRequest = typeof solicitudesDocumentos.$inferInsert;

export async function insertRequests(tx: Transaction, rows: NewRequest[]) {
  return tx.insert(solicitudesDocumentos).values(rows).returning({
    id: solicitudesDocumentos.id,
    id_candidato: solicitudesDocumentos.id_candidato,
  });
}

/** The candidate a document request was made to, or undefined. */
export async function requestCandidate(db: Db, requestId: number) {
  const [row] = await db
    .select({ id_candidato: solicitudesDocumentos.id_candidato })
    .from(solicitudesDocumentos)
    .where(eq(solicitudesDocumentos.id, requestId));
  return row?.id_candidato;
}

/** The candidates still in a vacancy's process (not hired, discarded or rejected): a request to all. */
export async function activeApplicants(db: Db, vacancyId: number) {
  const rows = await db
    .selectDistinct({ id_candidato: postulaciones.id_candidato })
    .from(postulaciones)
    .where(
      and(
        eq(postulaciones.id_vacante, vacancyId),
        notInArray(postulaciones.estado, [...FINAL_APPLICATION_STATES]),
      ),
    );
  return rows.map((row) => row.id_candidato);
}
