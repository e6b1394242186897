import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentosCandidato } from '../../db/schema/index.js';
import { keyFromUrl, type StorageProvider } from '../../infra/storage/provider.js';

/** The document type of the CV (fixed ids, see seed-data). */
export const CV_DOCUMENT_TYPE = 2;

/**
 * For other modules (the client's approval stage): a signed link to the latest CV of each candidate
 * who authorized sharing it. The caller passes only those candidates; the links expire like any other.
 */
export async function sharedCvLinks(db: Db, storage: StorageProvider, candidateIds: number[]) {
  const links = new Map<number, string>();
  if (candidateIds.length === 0) return links;
  const rows = await db
    .select({ id_candidato: documentosCandidato.id_candidato, doc_url: documentosCandidato.doc_url })
    .from(documentosCandidato)
    .where(
      and(
        inArray(documentosCandidato.id_candidato, candidateIds),
        eq(documentosCandidato.id_documento, CV_DOCUMENT_TYPE),
      ),
    )
    .orderBy(desc(documentosCandidato.fecha_actualizacion));
  for (const row of rows) {
    const key = keyFromUrl(row.doc_url);
    if (key && !links.has(row.id_candidato)) links.set(row.id_candidato, await storage.signedUrl(key));
  }
  return links;
}
