import type { Readable } from 'node:stream';
import { bogotaToday } from '@portal/shared/documents/rules';
import { myDataMessages } from '@portal/shared/messages';
import type { Database } from '../../db/client.js';
import { countHit } from '../../infra/rate-limit.js';
import type { StorageProvider } from '../../infra/storage/provider.js';
import { AppError } from '../../lib/app-error.js';
import { applicationRecords } from '../applications/service.js';
import { auditOfRecords } from '../audit-log/service.js';
import type { CandidateRow } from '../candidates/service.js';
import { consentHistory } from '../consents/service.js';
import { dataRequestsOf } from '../data-requests/service.js';
import { documentRecords } from '../documents/service.js';
import { accountOf } from '../identity/service.js';
import { clientProcessesOf } from '../processes/service.js';
import { userNames } from '../users/companies/agency-contacts.js';
import { alertsOf } from '../vacancy-alerts/service.js';
import { notificationRecords } from '../notifications/service.js';
import { archiveOf, type ExportFile, type FileNote } from './archive.js';

/**
 * "Descargar mis datos" (Ley 1581 de 2012, art. 8 lit. a and b, art. 14; decision 0029): everything the
 * portal holds about the signed-in candidate, gathered through each owner module's service, as one
 * JSON plus their stored files, in a ZIP streamed as it is read.
 */

/** A person asks for their data now and then; a script asking in a loop is refused. */
export const EXPORTS_PER_MINUTE = 3;

const present = <T>(value: T | null): value is T => value !== null;

/** The JSON (Spanish keys, ISO dates) and the stored files it lists. */
async function gather(db: Database, candidate: CandidateRow, now: Date) {
  const id = candidate.id_candidato;
  const account = await accountOf(db, candidate.numero_documento);
  const consents = await consentHistory(db, id);
  const dataRequests = await dataRequestsOf(db, id);
  const alerts = await alertsOf(db, id);
  const notices = await notificationRecords(db, { id_candidato: id }, 'candidato');
  const applications = await applicationRecords(db, id);
  const processes = await clientProcessesOf(
    db,
    applications.map((application) => application.vacante.id_vacante),
  );
  const { documentos, solicitudes, cargas } = await documentRecords(db, id);
  const audit = await auditOfRecords(db, {
    postulacion: applications.map((application) => application.id_postulacion),
    documento: documentos.map((document) => document.id_documento_candidato),
    solicitud: solicitudes.map((request) => request.id),
  });
  // Staff appear by name where they acted on the candidate's records, and only there.
  const staffIds = [
    ...applications.flatMap((application) => application.historial.map((entry) => entry.id_usuario)),
    ...documentos.map((document) => document.revisado_por),
    ...solicitudes.map((request) => request.id_usuario),
  ].filter(present);
  const names = await userNames(db, [...new Set(staffIds)]);
  const who = (userId: number | null) => (userId === null ? null : (names.get(userId) ?? null));

  const files: ExportFile[] = [];
  const documents = documentos.map(({ clave, revisado_por, ...document }) => {
    // The archive fills in the file's fields of this very entry as it reads the file.
    const entry: typeof document & FileNote & { revisado_por: string | null } = {
      ...document,
      revisado_por: who(revisado_por),
      archivo: null,
      archivo_bytes: null,
      nota_archivo: clave ? null : myDataMessages.fileElsewhere,
    };
    if (clave)
      files.push({ key: clave, folder: document.tipo, modified: document.fecha_actualizacion, note: entry });
    return entry;
  });
  const json = {
    acerca_de: {
      generado_en: now,
      fundamento: myDataMessages.legalBasis,
      no_incluido: myDataMessages.leftOut,
    },
    candidato: candidate,
    cuenta: account ?? null,
    autorizaciones: consents,
    postulaciones: applications.map(({ historial, contratacion, ...application }) => {
      const process = processes.find((row) => row.id_vacante === application.vacante.id_vacante);
      return {
        ...application,
        proceso_cliente: process
          ? { id_proceso: process.id_proceso, cargo: process.cargo, empresa_cliente: process.empresa_cliente }
          : null,
        historial: historial.map(({ id_usuario, ...entry }) => ({ ...entry, por: who(id_usuario) })),
        contratacion,
      };
    }),
    documentos: documents,
    solicitudes_documentos: solicitudes.map(({ id_usuario, ...request }) => ({
      ...request,
      solicitada_por_usuario: who(id_usuario),
    })),
    cargas_recientes: cargas,
    solicitudes_sobre_mis_datos: dataRequests,
    alertas_de_vacantes: alerts,
    avisos: notices.avisos,
    preferencias_de_avisos: notices.preferencias,
    auditoria: audit,
  };
  return { json, files };
}

/** `mis-datos-<numero_documento>-<YYYY-MM-DD>.zip`, the day as in Colombia. */
const fileNameOf = (candidate: CandidateRow, now: Date) =>
  `mis-datos-${candidate.numero_documento.replace(/[^A-Za-z0-9-]/g, '')}-${bogotaToday(now)}.zip`;

/**
 * The candidate's data export: counted against a per-minute limit, then every query runs before the
 * first byte is sent (a failure there is a normal error answer); the files are read while the ZIP
 * streams. Nothing of any other person is read: every query is by this candidate's id, and only files
 * in their own storage folder are opened.
 */
export async function exportMyData(
  db: Database,
  storage: StorageProvider,
  candidate: CandidateRow,
  now: Date,
): Promise<{ fileName: string; stream: Readable }> {
  if ((await countHit(db, `mis_datos:${candidate.id_candidato}`, now)) > EXPORTS_PER_MINUTE)
    throw new AppError('TOO_MANY_REQUESTS', myDataMessages.tooMany);
  const { json, files } = await gather(db, candidate, now);
  return { fileName: fileNameOf(candidate, now), stream: archiveOf(json, files, storage) };
}
