import { z } from 'zod';
import { bodyId, rowId } from '../ids';
import { UPLOAD_ALLOWED_MIME_TYPES, UPLOAD_MAX_BYTES } from '../constants';
import { documentMessages } from '../messages/documents';

/** Contracts of the candidate document calls (spec §3, §7). Field names are the spec's. */

const id = rowId();
const requestIds = z.array(bodyId()).max(100).optional();
const storageUrl = z.string().trim().min(1, 'La URL del documento es obligatoria.').max(2048);

export const documentRequestSchema = z.object({
  id: z.number().int(),
  client_doc_name: z.string(),
  client_doc_description: z.string().nullable(),
  client_doc_url: z.string().nullable(),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

export const candidateDocumentSchema = z.object({
  id_documento_candidato: z.number().int(),
  doc_url: z.string(),
  fecha_carga: z.string(),
  fecha_actualizacion: z.string(),
  ids_solicitudes: z.array(z.number().int()),
  /** The agency's review: pendiente until approved or rejected; a new file starts pendiente again. */
  estado_revision: z.enum(['pendiente', 'aprobado', 'rechazado']),
  motivo_rechazo: z.string().nullable(),
  /** Medical exams and licences expire (YYYY-MM-DD). */
  fecha_vencimiento: z.string().nullable(),
});
export type CandidateDocument = z.infer<typeof candidateDocumentSchema>;

/** One document type of the candidate document report, with the candidate's files and requests. */
export const documentTypeReportSchema = z.object({
  id_documento: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  cantidad_max: z.number().int(),
  obligatorio: z.boolean(),
  documentos: z.array(candidateDocumentSchema),
  solicitudes: z.array(documentRequestSchema),
  solicitudes_gestionadas: z.array(documentRequestSchema),
});
export type DocumentTypeReport = z.infer<typeof documentTypeReportSchema>;

export const documentReportSchema = z.object({
  data: z.array(documentTypeReportSchema),
  status_code: z.number().int(),
});
export type DocumentReport = z.infer<typeof documentReportSchema>;

export const documentReportQuerySchema = z.object({ id_candidato: id.optional() });

export const insertDocumentBodySchema = z.object({
  id_candidato: bodyId(),
  documento: z.object({ id_documento: bodyId(), doc_url: storageUrl }),
  ids_solicitudes_documentos_gestionadas: requestIds,
});
export type InsertDocumentBody = z.infer<typeof insertDocumentBodySchema>;

export const editDocumentBodySchema = z.object({
  id_documento_candidato: bodyId(),
  doc_url: storageUrl,
  ids_solicitudes_documentos_gestionadas: requestIds,
});
export type EditDocumentBody = z.infer<typeof editDocumentBodySchema>;

export const deleteDocumentBodySchema = z.object({
  id_documento_candidato: bodyId(),
});
export type DeleteDocumentBody = z.infer<typeof deleteDocumentBodySchema>;

export const documentWriteResultSchema = z.object({
  message: z.string(),
  id_documento_candidato: z.number().int().optional(),
});
export type DocumentWriteResult = z.infer<typeof documentWriteResultSchema>;

export const uploadResultSchema = z.object({ url: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** GET /api/candidate/upload_settings: what the upload form sends as bucket_name and region. */
export const uploadSettingsSchema = z.object({
  bucket_name: z.string(),
  region: z.string(),
  max_bytes: z.number().int(),
});
export type UploadSettings = z.infer<typeof uploadSettingsSchema>;

export const presignedUrlQuerySchema = z.object({ url: storageUrl });
export const presignedUrlResultSchema = z.object({ response: z.string() });
export const presignedUrlsBodySchema = z.object({ urls: z.array(storageUrl).min(1).max(100) });
export const presignedUrlsResultSchema = z.object({
  urls: z.array(z.object({ original_url: z.string(), signed_url: z.string() })),
});

export type UploadMime = (typeof UPLOAD_ALLOWED_MIME_TYPES)[number];
export const EXTENSION_BY_MIME: Record<UploadMime, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

/**
 * The client-side check before sending (spec §5): same messages the API gives after reading the bytes.
 * Returns the message to show, or null when the file may be sent.
 */
export function checkUploadCandidate(file: { size: number; type: string; name: string }): string | null {
  const byName = /\.(png|jpe?g|pdf)$/i.test(file.name);
  const byType = (UPLOAD_ALLOWED_MIME_TYPES as readonly string[]).includes(file.type);
  if (!byName || (file.type !== '' && !byType)) return documentMessages.invalidType;
  if (file.size > UPLOAD_MAX_BYTES) return documentMessages.tooLarge;
  return null;
}
