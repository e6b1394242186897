import { z } from 'zod';
import { rowId } from './ids';

/**
 * What a data subject asks the agency (Ley 1581 de 2012): a consulta (art. 14, to know what is held
 * and how it is used) or a reclamo (art. 15) to correct or to delete.
 */
export const DATA_REQUEST_KINDS = ['consulta', 'correccion', 'eliminacion'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

export const DATA_REQUEST_LABELS: Record<DataRequestKind, string> = {
  consulta: 'Consulta sobre mis datos',
  correccion: 'Corregir o actualizar mis datos',
  eliminacion: 'Eliminar mi cuenta y mis datos',
};

/** Legal terms in business days: the term and the one extension allowed (arts. 14 and 15). */
export const DATA_REQUEST_TERMS: Record<DataRequestKind, { days: number; extension: number }> = {
  consulta: { days: 10, extension: 5 },
  correccion: { days: 15, extension: 8 },
  eliminacion: { days: 15, extension: 8 },
};

export const DATA_REQUEST_STATES = ['pendiente', 'atendida', 'denegada'] as const;
export type DataRequestState = (typeof DATA_REQUEST_STATES)[number];

export const DATA_REQUEST_STATE_LABELS: Record<DataRequestState, string> = {
  pendiente: 'En trámite',
  atendida: 'Atendida',
  denegada: 'No procede',
};

export const dataRequestBodySchema = z.object({
  tipo: z.enum(DATA_REQUEST_KINDS, 'Elige qué quieres pedir.'),
  detalle: z
    .string()
    .trim()
    .min(10, 'Cuéntanos en al menos 10 caracteres qué necesitas.')
    .max(2000, 'Escribe máximo 2000 caracteres.'),
});
export type DataRequestBody = z.infer<typeof dataRequestBodySchema>;

const requestFields = {
  id: z.number().int(),
  tipo: z.enum(DATA_REQUEST_KINDS),
  detalle: z.string(),
  estado: z.enum(DATA_REQUEST_STATES),
  radicada_en: z.string(),
  /** Last day of the legal term (Bogotá calendar day), after any extension. */
  vence_el: z.string(),
  prorrogada: z.boolean(),
  motivo_prorroga: z.string().nullable(),
  respuesta: z.string().nullable(),
  respondida_en: z.string().nullable(),
};

export const candidateDataRequestSchema = z.object(requestFields);
export const candidateDataRequestListSchema = z.array(candidateDataRequestSchema);
export type CandidateDataRequest = z.infer<typeof candidateDataRequestSchema>;

export const staffDataRequestSchema = z.object({
  ...requestFields,
  id_candidato: z.number().int(),
  candidato: z.string(),
  numero_documento: z.string(),
  /** Business days left until vence_el (negative: overdue), counted today in Bogotá. */
  dias_habiles_restantes: z.number().int(),
  /** A deletion cannot be carried out for someone the agency hired: labor records must be kept. */
  fue_contratado: z.boolean(),
  respondida_por: z.string().nullable(),
});
export const staffDataRequestListSchema = z.array(staffDataRequestSchema);
export type StaffDataRequest = z.infer<typeof staffDataRequestSchema>;

export const staffDataRequestQuerySchema = z.object({
  estado: z.enum(DATA_REQUEST_STATES).optional(),
});

export const dataRequestParamsSchema = z.object({
  id: rowId(),
});

export const answerDataRequestSchema = z.object({
  decision: z.enum(['atendida', 'denegada'], 'Elige si la solicitud se atiende o no procede.'),
  respuesta: z
    .string()
    .trim()
    .min(10, 'Escribe la respuesta al titular (mínimo 10 caracteres).')
    .max(4000, 'Escribe máximo 4000 caracteres.'),
});
export type AnswerDataRequestBody = z.infer<typeof answerDataRequestSchema>;

export const extendDataRequestSchema = z.object({
  motivo: z
    .string()
    .trim()
    .min(10, 'Escribe el motivo de la demora (mínimo 10 caracteres); se le envía al titular.')
    .max(1000, 'Escribe máximo 1000 caracteres.'),
});
