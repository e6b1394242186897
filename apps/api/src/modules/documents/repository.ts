import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DocumentTypeReport } from '@portal/shared/documents/candidate';
import type { Database, Db, Transaction } from '../../db/client.js';
import { NamedStatement } from '../../db/named-statement.js';
import {
  candidatos,
  cargasCandidato,
  documentosCandidato,
  documentosSolicitudes,
  solicitudesDocumentos,
  tiposDocumento,
} from '../../db/schema/index.js';
import { queryRows } from '../../db/rows.js';

const requestJson = (alias: string) =>
  sql.raw(`json_build_object(
  'id', ${alias}.id, 'client_doc_name', ${alias}.client_doc_name,
  'client_doc_description', ${alias}.client_doc_description, 'client_doc_url', ${alias}.client_doc_url)`);

/**
 * The whole report of spec §3 for one document type `t` of one candidate: the type with the
 * candidate's files (and the requests each answered), open requests and managed requests, aggregated
 * as JSON by the database.
 */
const reportColumns = (candidateId: SQLWrapper | number) => sql`
    t.id_documento, t.nombre, t.descripcion, t.cantidad_max, t.obligatorio,
      coalesce((
        select json_agg(json_build_object(
          'id_documento_candidato', d.id_documento_candidato, 'doc_url', d.doc_url,
          'fecha_carga', d.fecha_carga, 'fecha_actualizacion', d.fecha_actualizacion,
          'estado_revision', d.estado_revision, 'motivo_rechazo', d.motivo_rechazo,
          'fecha_vencimiento', d.fecha_vencimiento,
          'ids_solicitudes', coalesce((
            select json_agg(l.id_solicitud order by l.id_solicitud) from documentos_solicitudes l
            where l.id_documento_candidato = d.id_documento_candidato), '[]'::json)
        ) order by d.fecha_carga, d.id_documento_candidato)
        from documentos_candidato d
        where d.id_candidato = ${candidateId} and d.id_documento = t.id_documento), '[]'::json) as documentos,
      coalesce((
        select json_agg(${requestJson('s')} order by s.id) from solicitudes_documentos s
        where s.id_candidato = ${candidateId} and s.id_documento = t.id_documento and s.estado = 'open'
      ), '[]'::json) as solicitudes,
      coalesce((
        select json_agg(${requestJson('g')} order by g.id) from solicitudes_documentos g
        where g.id_candidato = ${candidateId} and g.id_documento = t.id_documento and g.estado = 'managed'
      ), '[]'::json) as solicitudes_gestionadas`;

/** One candidate's report in one statement: every type, in order. */
const reportQuery = (candidateId: SQLWrapper | number) =>
  sql`select ${reportColumns(candidateId)} from tipos_documento t order by t.id_documento`;
const documentReportStatement = new NamedStatement<'candidateId'>(
  'document_report',
  reportQuery(sql.placeholder('candidateId')),
);

/**
 * Parsed and planned once per connection (it is read on every visit to the documents screen); inside
 * a caller's transaction (hiring checks completeness there) it runs on that transaction, as text.
 */
export async function documentReport(db: Db, candidateId: number): Promise<DocumentTypeReport[]> {
  const rows =
    db instanceof PgTransaction
      ? (await db.execute(reportQuery(candidateId))).rows
      : await documentReportStatement.rows(db as Database, { candidateId });
  return rows as unknown as DocumentTypeReport[];
}

/** The reports of several candidates in one statement (a hiring board), keyed by candidate. */
export async function documentReports(db: Db, candidateIds: number[]) {
  const reports = new Map<number, DocumentTypeReport[]>(candidateIds.map((id) => [id, []]));
  if (candidateIds.length === 0) return reports;
  const ids = sql.join(
    candidateIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ candidate_id: number }>(
    db,
    sql`select c.id_candidato as candidate_id, ${reportColumns(sql`c.id_candidato`)}
      from candidatos c cross join tipos_documento t
      where c.id_candidato in (${ids}) order by c.id_candidato, t.id_documento`,
  );
  for (const { candidate_id, ...type } of rows) {
    reports.get(Number(candidate_id))?.push(type as unknown as DocumentTypeReport);
  }
  return reports;
}

/** Serialises a candidate's document writes (the count-then-insert of the maximum rule). */
export async function lockCandidate(tx: Transaction, candidateId: number) {
  await tx
    .select({ id: candidatos.id_candidato })
    .from(candidatos)
    .where(eq(candidatos.id_candidato, candidateId))
    .for('update');
}

/** Every document type, for the agency's request form. */
export function listTypes(db: Db) {
  return db
    .select({
      id_documento: tiposDocumento.id_documento,
      nombre: tiposDocumento.nombre,
      descripcion: tiposDocumento.descripcion,
    })
    .from(tiposDocumento)
    .orderBy(tiposDocumento.id_documento);
}

export async function findType(db: Db, typeId: number) {
  const [row] = await db.select().from(tiposDocumento).where(eq(tiposDocumento.id_documento, typeId));
  return row;
}

export function documentsOfType(db: Db, candidateId: number, typeId: number) {
  return db
    .select()
    .from(documentosCandidato)
    .where(
      and(eq(documentosCandidato.id_candidato, candidateId), eq(documentosCandidato.id_documento, typeId)),
    )
    .orderBy(documentosCandidato.fecha_carga, documentosCandidato.id_documento_candidato);
}

export async function findOwnDocument(db: Db, candidateId: number, documentId: number) {
  const [row] = await db
    .select()
    .from(documentosCandidato)
    .where(
      and(
        eq(documentosCandidato.id_documento_candidato, documentId),
        eq(documentosCandidato.id_candidato, candidateId),
      ),
    );
  return row;
}

export async function insertDocument(tx: Transaction, candidateId: number, typeId: number, url: string) {
  const [row] = await tx
    .insert(documentosCandidato)
    .values({ id_candidato: candidateId, id_documento: typeId, doc_url: url })
    .returning();
  return row!;
}

/** A new file is a new document to review: its review and expiry start over. */
export async function replaceDocumentUrl(tx: Transaction, documentId: number, url: string) {
  await tx
    .update(documentosCandidato)
    .set({
      doc_url: url,
      fecha_actualizacion: new Date(),
      estado_revision: 'pendiente',
      motivo_rechazo: null,
      revisado_por: null,
      fecha_revision: null,
      fecha_vencimiento: null,
    })
    .where(eq(documentosCandidato.id_documento_candidato, documentId));
}

/** Deletes a document; returns the requests it had answered. */
export async function deleteDocument(tx: Transaction, documentId: number): Promise<number[]> {
  const links = await tx
    .delete(documentosSolicitudes)
    .where(eq(documentosSolicitudes.id_documento_candidato, documentId))
    .returning({ id: documentosSolicitudes.id_solicitud });
  await tx.delete(documentosCandidato).where(eq(documentosCandidato.id_documento_candidato, documentId));
  return links.map((link) => link.id);
}

export function ownRequests(db: Db, candidateId: number, ids: number[]) {
  return db
    .select({
      id: solicitudesDocumentos.id,
      id_documento: solicitudesDocumentos.id_documento,
      nombre: solicitudesDocumentos.client_doc_name,
      /** The staff member who asked. */
      id_usuario: solicitudesDocumentos.id_usuario,
    })
    .from(solicitudesDocumentos)
    .where(and(eq(solicitudesDocumentos.id_candidato, candidateId), inArray(solicitudesDocumentos.id, ids)));
}

/** Links the document to the requests and marks them managed. */
export async function manageRequests(tx: Transaction, documentId: number, ids: number[]) {
  if (ids.length === 0) return;
  await tx
    .insert(documentosSolicitudes)
    .values(ids.map((id) => ({ id_documento_candidato: documentId, id_solicitud: id })))
    .onConflictDoNothing();
  await tx
    .update(solicitudesDocumentos)
    .set({ estado: 'managed', fecha_gestion: new Date() })
    .where(inArray(solicitudesDocumentos.id, ids));
}

/** Requests left without any answering document are open again. */
export async function reopenUnansweredRequests(tx: Transaction, ids: number[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update solicitudes_documentos s set estado = 'open', fecha_gestion = null
    where s.id in ${ids} and not exists (
      select 1 from documentos_solicitudes l where l.id_solicitud = s.id)`);
}

/** Which of these URLs some row still points to (documents, a request's client file, a message's attachment). */
export async function referencedUrls(db: Db, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await queryRows<{ url: string }>(
    db,
    sql`
    select doc_url as url from documentos_candidato where doc_url in ${urls}
    union select client_doc_url from solicitudes_documentos where client_doc_url in ${urls}
    -- attachments of the order conversations (modules/conversations), kept like documents
    union select adjunto_url from mensajes_proceso where adjunto_url in ${urls}`,
  );
  return new Set(rows.map((row) => row.url));
}

/** Client example files of this candidate's requests among these URLs. */
export async function ownClientFileUrls(db: Db, candidateId: number, urls: string[]) {
  const rows = await db
    .select({ url: solicitudesDocumentos.client_doc_url })
    .from(solicitudesDocumentos)
    .where(
      and(
        eq(solicitudesDocumentos.id_candidato, candidateId),
        inArray(solicitudesDocumentos.client_doc_url, urls),
      ),
    );
  return new Set(rows.map((row) => row.url));
}

/**
 * Deletes every document, request and upload reservation of a candidate (their data was erased on
 * request); answers the file URLs those rows pointed to, to remove once the transaction commits.
 */
export async function deleteAllOfCandidate(db: Db, candidateId: number): Promise<string[]> {
  const documents = await db
    .delete(documentosCandidato)
    .where(eq(documentosCandidato.id_candidato, candidateId))
    .returning({ url: documentosCandidato.doc_url });
  const requests = await db
    .delete(solicitudesDocumentos)
    .where(eq(solicitudesDocumentos.id_candidato, candidateId))
    .returning({ url: solicitudesDocumentos.client_doc_url });
  await db.delete(cargasCandidato).where(eq(cargasCandidato.id_candidato, candidateId));
  return [...documents, ...requests].flatMap((row) => (row.url ? [row.url] : []));
}
