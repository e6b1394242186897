import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentosCandidato } from '../../db/schema/index.js';
import { keyFromUrl, type StorageProvider } from '../../infra/storage/provider.js';
import { recordAudit } from '../audit/service.js';

/** The document type of the CV (fixed ids, see seed-data). */
export const CV_DOCUMENT_TYPE = 2;

interface StoredCv {
  id: number;
  key: string;
}

/** The latest stored CV of each of these candidates (by candidate id). */
export async function latestCvs(db: Db, candidateIds: number[]): Promise<Map<number, StoredCv>> {
  const cvs = new Map<number, StoredCv>();
  if (candidateIds.length === 0) return cvs;
  const rows = await db
    .select({
      id: documentosCandidato.id_documento_candidato,
      id_candidato: documentosCandidato.id_candidato,
      doc_url: documentosCandidato.doc_url,
    })
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
    if (key && !cvs.has(row.id_candidato)) cvs.set(row.id_candidato, { id: row.id, key });
  }
  return cvs;
}

/**
 * For other modules (the client's approval stage): a short-lived link to a candidate's latest CV,
 * opened by a company user. The caller has checked the candidate's authorization; the opening is
 * written to the audit log, which the candidate reads in Mis datos. Undefined when there is no CV.
 */
export async function openCvForCompany(
  db: Db,
  storage: StorageProvider,
  opener: { id_usuario: number; id_empresa: number },
  candidateId: number,
): Promise<string | undefined> {
  const cv = (await latestCvs(db, [candidateId])).get(candidateId);
  if (!cv) return undefined;
  await recordAudit(db, {
    actor: { id_usuario: opener.id_usuario },
    accion: 'abrir',
    entidad: 'documento',
    entidad_id: cv.id,
    despues: { id_candidato: candidateId, tipo: 'Hoja de vida', id_empresa: opener.id_empresa },
  });
  return storage.signedUrl(cv.key);
}
