import { notificationEvents, notify } from '../notifications/service.js';
import { documentMessages } from '@portal/shared/messages';
import type { EditDocumentBody, InsertDocumentBody } from '@portal/shared/documents/candidate';
import type { Database, Db, Transaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { keyFromUrl, type StorageProvider } from '../../infra/storage/provider.js';
import { lockedFileExists, removeUnreferenced } from './files/file-locks.js';
import * as repo from './repository.js';
import {
  documentsOfCandidate,
  requestLinksOfCandidate,
  requestsOfCandidate,
  uploadsOfCandidate,
} from './staff/export-repository.js';

export interface DocumentsContext {
  db: Database;
  storage: StorageProvider;
  candidateId: number;
}

const fileNotFound = () => AppError.notFound('El archivo no existe o no te pertenece.');

/** The key of a URL that points into this candidate's own folder, or null. */
export function ownedKey(candidateId: number, url: string): string | null {
  const key = keyFromUrl(url);
  return key?.startsWith(`${candidateId}/`) ? key : null;
}

/** The key of a URL that points into this candidate's own folder, else 404 (nothing leaks). */
export function ownKey(ctx: DocumentsContext, url: string): string {
  const key = ownedKey(ctx.candidateId, url);
  if (!key) throw fileNotFound();
  return key;
}

/** Removes the stored files of these URLs that no row points to any more (after a replace, delete or failed write). */
export async function dropUnreferenced(ctx: Pick<DocumentsContext, 'db' | 'storage'>, urls: string[]) {
  await removeUnreferenced(ctx.db, ctx.storage, urls);
}

/** Runs a write; when it fails, the uploaded object it was about to reference is removed. */
async function withCleanup<T>(ctx: DocumentsContext, url: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await dropUnreferenced(ctx, [url]).catch(() => undefined);
    throw error;
  }
}

/** The candidate's own requests this file answers, all of its type; the staff who asked hear of it. */
async function answerRequests(
  tx: Transaction,
  ctx: DocumentsContext,
  typeId: number,
  ids: number[],
  documentId: number,
) {
  if (ids.length === 0) return;
  const rows = await repo.ownRequests(tx, ctx.candidateId, ids);
  if (rows.length !== new Set(ids).size) throw AppError.notFound('La solicitud de documento no existe.');
  if (rows.some((row) => row.id_documento !== typeId)) {
    throw AppError.badRequest('La solicitud no corresponde a este tipo de documento.');
  }
  await repo.manageRequests(tx, documentId, ids);
  for (const row of rows) {
    if (row.id_usuario === null) continue;
    const event = notificationEvents.documentUploaded(row.nombre, ctx.candidateId);
    await notify(tx, event, [{ id_usuario: row.id_usuario }], new Date());
  }
}

export async function insertDocument(ctx: DocumentsContext, body: InsertDocumentBody) {
  if (body.id_candidato !== ctx.candidateId) throw AppError.notFound();
  const { id_documento: typeId, doc_url: url } = body.documento;
  const key = ownKey(ctx, url);
  const requestIds = [...new Set(body.ids_solicitudes_documentos_gestionadas ?? [])];
  const outcome = await withCleanup(ctx, url, async () => {
    return ctx.db.transaction(async (tx) => {
      await repo.lockCandidate(tx, ctx.candidateId);
      if (!(await lockedFileExists(tx, ctx.storage, key))) throw fileNotFound();
      const type = await repo.findType(tx, typeId);
      if (!type) throw AppError.notFound('El tipo de documento no existe.');
      const existing = await repo.documentsOfType(tx, ctx.candidateId, typeId);
      let replaced: string | null = null;
      let documentId: number;
      if (type.cantidad_max <= 1 && existing.length > 0) {
        const current = existing[0]!;
        replaced = current.doc_url === url ? null : current.doc_url;
        await repo.replaceDocumentUrl(tx, current.id_documento_candidato, url);
        documentId = current.id_documento_candidato;
      } else if (existing.length >= type.cantidad_max) {
        throw AppError.conflict(
          `Ya cargaste el máximo de ${type.cantidad_max} archivos para ${type.nombre}. Elimina uno para cargar otro.`,
        );
      } else {
        documentId = (await repo.insertDocument(tx, ctx.candidateId, typeId, url)).id_documento_candidato;
      }
      await answerRequests(tx, ctx, typeId, requestIds, documentId);
      return { documentId, replaced };
    });
  });
  if (outcome.replaced) await dropUnreferenced(ctx, [outcome.replaced]);
  return { message: documentMessages.uploaded, id_documento_candidato: outcome.documentId };
}

export async function editDocument(ctx: DocumentsContext, body: EditDocumentBody) {
  const key = ownKey(ctx, body.doc_url);
  const requestIds = [...new Set(body.ids_solicitudes_documentos_gestionadas ?? [])];
  const previous = await withCleanup(ctx, body.doc_url, async () => {
    const document = await repo.findOwnDocument(ctx.db, ctx.candidateId, body.id_documento_candidato);
    if (!document) throw AppError.notFound('El documento no existe.');
    await ctx.db.transaction(async (tx) => {
      if (!(await lockedFileExists(tx, ctx.storage, key))) throw fileNotFound();
      await repo.replaceDocumentUrl(tx, document.id_documento_candidato, body.doc_url);
      await answerRequests(tx, ctx, document.id_documento, requestIds, document.id_documento_candidato);
    });
    return document.doc_url;
  });
  if (previous !== body.doc_url) await dropUnreferenced(ctx, [previous]);
  return { message: documentMessages.updated, id_documento_candidato: body.id_documento_candidato };
}

export async function deleteDocument(ctx: DocumentsContext, documentId: number) {
  const document = await repo.findOwnDocument(ctx.db, ctx.candidateId, documentId);
  if (!document) throw AppError.notFound('El documento no existe.');
  await ctx.db.transaction(async (tx) => {
    const answered = await repo.deleteDocument(tx, documentId);
    await repo.reopenUnansweredRequests(tx, answered);
  });
  await dropUnreferenced(ctx, [document.doc_url]);
  return { message: documentMessages.deleted, id_documento_candidato: documentId };
}

/** Signed links for this candidate's files and the client files of their own requests only. */
export async function signUrls(ctx: DocumentsContext, urls: string[]) {
  const foreign = urls.filter((url) => !ownedKey(ctx.candidateId, url));
  const clientFiles = foreign.length
    ? await repo.ownClientFileUrls(ctx.db, ctx.candidateId, foreign)
    : new Set();
  return Promise.all(
    urls.map(async (url) => {
      const key = keyFromUrl(url);
      if (!key || (!key.startsWith(`${ctx.candidateId}/`) && !clientFiles.has(url))) throw fileNotFound();
      return { original_url: url, signed_url: await ctx.storage.signedUrl(key) };
    }),
  );
}

/**
 * For the erasure of a candidate's data: deletes their documents and requests in the caller's
 * transaction, and answers what removes the files once it has committed.
 */
export async function eraseDocumentsOf(tx: Db, candidateId: number) {
  const urls = await repo.deleteAllOfCandidate(tx, candidateId);
  return (ctx: Pick<DocumentsContext, 'db' | 'storage'>) => dropUnreferenced(ctx, urls);
}

/**
 * For the candidate's own data export: every document with its type, its review (`revisado_por` is a
 * staff user id) and the requests it answered, with its file's storage key (null when the URL is not
 * in their own folder, so no other file is ever read); every request made to them; the uploads of
 * the last hour.
 */
export async function documentRecords(db: Db, candidateId: number) {
  const documents = await documentsOfCandidate(db, candidateId);
  const links = await requestLinksOfCandidate(db, candidateId);
  const requests = await requestsOfCandidate(db, candidateId);
  return {
    documentos: documents.map(({ id_candidato: _, ...row }) => ({
      ...row,
      ids_solicitudes: links
        .filter((link) => link.id_documento_candidato === row.id_documento_candidato)
        .map((link) => link.id_solicitud),
      clave: ownedKey(candidateId, row.doc_url),
    })),
    solicitudes: requests.map(({ id_candidato: _, ...row }) => row),
    cargas: await uploadsOfCandidate(db, candidateId),
  };
}

/** The candidate's report: each document type with what they have uploaded for it (spec §3). */
export const documentReportOf = (db: Db, candidateId: number) => repo.documentReport(db, candidateId);

/** Every document type, for the agency's request form. */
export const documentTypes = (db: Db) => repo.listTypes(db);
