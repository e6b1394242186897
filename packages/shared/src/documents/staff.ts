import { z } from 'zod';
import { rowId } from '../ids';
import { documentTypeReportSchema } from './candidate';
import { staffDocumentMessages } from '../messages/documents';

/** Contracts of the agency's document calls: requests to candidates and the review of their files. */

const id = rowId();
const text = (max: number) => z.string().trim().max(max, `Máximo ${max} caracteres.`);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Escribe la fecha como AAAA-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'La fecha no existe.');

export const staffCandidateParamsSchema = z.object({ id });
export const staffDocumentParamsSchema = z.object({ id });

/** POST /api/staff/document-requests: one candidate, or every active candidate of a vacancy. */
export const createDocumentRequestBodySchema = z
  .object({
    id_candidato: id.optional(),
    id_vacante: id.optional(),
    id_documento: id,
    client_doc_name: text(160).min(1, staffDocumentMessages.nameRequired),
    client_doc_description: text(1000).optional(),
    /** The client's own file the candidate must read, from POST /api/staff/client-files. */
    client_doc_url: text(500).optional(),
  })
  .refine((body) => (body.id_candidato === undefined) !== (body.id_vacante === undefined), {
    message: staffDocumentMessages.requestTarget,
    path: ['id_candidato'],
  });
export type CreateDocumentRequestBody = z.infer<typeof createDocumentRequestBodySchema>;
export const clientFileSchema = z.object({ client_doc_url: z.string() });

export const reviewDocumentBodySchema = z
  .object({
    decision: z.enum(['aprobado', 'rechazado']),
    motivo: text(500).optional(),
    fecha_vencimiento: isoDate.nullable().optional(),
  })
  .refine((body) => body.decision === 'aprobado' || Boolean(body.motivo), {
    message: staffDocumentMessages.reasonRequired,
    path: ['motivo'],
  });
export type ReviewDocumentBody = z.infer<typeof reviewDocumentBodySchema>;

export const staffCandidateDocumentsSchema = z.object({
  candidato: z.object({
    id_candidato: z.number().int(),
    nombre: z.string(),
    numero_documento: z.string(),
    correo: z.string().nullable(),
  }),
  tipos: z.array(documentTypeReportSchema),
});
export type StaffCandidateDocuments = z.infer<typeof staffCandidateDocumentsSchema>;

export const signedLinkSchema = z.object({ url: z.string() });
export const requestResultSchema = z.object({ message: z.string(), total: z.number().int() });

export const documentTypeListSchema = z.array(
  z.object({ id_documento: z.number().int(), nombre: z.string(), descripcion: z.string() }),
);
export type DocumentTypeOption = z.infer<typeof documentTypeListSchema>[number];
