import { z } from 'zod';

/** Candidate record as answered by GET /api/candidate/get_by_document (spec §3, §7). */
export const candidateSchema = z.object({
  id_candidato: z.number().int(),
  numero_documento: z.string(),
  primer_nombre: z.string().nullable(),
  primer_apellido: z.string().nullable(),
  nombre: z.string().nullable(),
  apellido: z.string().nullable(),
  correo: z.string().nullable(),
  email: z.string().nullable(),
  numero_contacto1: z.string().nullable(),
});
export type Candidate = z.infer<typeof candidateSchema>;

/** Query of GET /api/candidate/get_by_document (spec §7). */
export const candidateByDocumentQuerySchema = z.object({
  numero_documento: z.string().trim().min(1, 'El número de documento es obligatorio.'),
});
export type CandidateByDocumentQuery = z.infer<typeof candidateByDocumentQuerySchema>;
