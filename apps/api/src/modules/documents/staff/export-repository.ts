import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  cargasCandidato,
  documentosCandidato,
  documentosSolicitudes,
  solicitudesDocumentos,
  tiposDocumento,
  vacantes,
} from '../../../db/schema/index.js';

// What the documents module holds about one candidate, read whole for their data export.

/** Every document row of the candidate with its type's name, oldest first. */
export function documentsOfCandidate(db: Db, candidateId: number) {
  return db
    .select({ ...getTableColumns(documentosCandidato), tipo: tiposDocumento.nombre })
    .from(documentosCandidato)
    .innerJoin(tiposDocumento, eq(tiposDocumento.id_documento, documentosCandidato.id_documento))
    .where(eq(documentosCandidato.id_candidato, candidateId))
    .orderBy(documentosCandidato.id_documento, documentosCandidato.id_documento_candidato);
}

/** Which of the candidate's documents answered which requests. */
export function requestLinksOfCandidate(db: Db, candidateId: number) {
  return db
    .select(getTableColumns(documentosSolicitudes))
    .from(documentosSolicitudes)
    .innerJoin(
      documentosCandidato,
      eq(documentosCandidato.id_documento_candidato, documentosSolicitudes.id_documento_candidato),
    )
    .where(eq(documentosCandidato.id_candidato, candidateId));
}

/** Every request made to the candidate, open or managed, with its type and vacancy. */
export function requestsOfCandidate(db: Db, candidateId: number) {
  return db
    .select({
      ...getTableColumns(solicitudesDocumentos),
      tipo: tiposDocumento.nombre,
      vacante: vacantes.titulo,
    })
    .from(solicitudesDocumentos)
    .innerJoin(tiposDocumento, eq(tiposDocumento.id_documento, solicitudesDocumentos.id_documento))
    .leftJoin(vacantes, eq(vacantes.id_vacante, solicitudesDocumentos.id_vacante))
    .where(eq(solicitudesDocumentos.id_candidato, candidateId))
    .orderBy(solicitudesDocumentos.id);
}

/** The upload log of the last hour (the quota's rows). */
export function uploadsOfCandidate(db: Db, candidateId: number) {
  return db
    .select({
      clave: cargasCandidato.clave,
      bytes: cargasCandidato.bytes,
      creado_en: cargasCandidato.creado_en,
    })
    .from(cargasCandidato)
    .where(eq(cargasCandidato.id_candidato, candidateId))
    .orderBy(cargasCandidato.creado_en);
}
