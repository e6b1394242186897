import { z } from 'zod';
import { bodyId, rowId } from '../ids';
import { storedConfigSchema } from '../orders/client';
import { hiringRecordSchema } from '../applications/hiring';
import { clientProcessMessages } from '../messages/client';

/** Contracts of the client company's hiring processes (spec §3 Process, Candidate in approval). */

const id = rowId();
export const processParamsSchema = z.object({ id });
export const sharedCvParamsSchema = z.object({ id, applicationId: id });

/** Spec's sample process statuses, now derived from real data. */
/** Spec §9's sample statuses, and Rechazada for a line the agency turned down (decision 0020). */
export const PROCESS_STATUSES = ['En progreso', 'Pendiente', 'Finalizado', 'Rechazada'] as const;
export type ProcessStatus = (typeof PROCESS_STATUSES)[number];

/** The four stages of the process stepper (spec §2); in constants so the public landing names them without zod. */
export { PROCESS_STAGES } from '../constants';

export const processSummarySchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  estado: z.enum(PROCESS_STATUSES),
  /** The start date the company asked for (its order), or the day the agency opened the process. */
  fechaInicio: z.string(),
  pendientes: z.number().int(),
  /** What tells two processes for the same position apart: the order, the city, filled of requested. */
  orden: z.number().int().nullable(),
  ciudad: z.string().nullable(),
  cubiertos: z.number().int(),
  solicitados: z.number().int(),
});
export type ProcessSummary = z.infer<typeof processSummarySchema>;
export const processListSchema = z.array(processSummarySchema);

/** Spec §4 Candidate status: aprobado, pendiente, rechazado; the later hiring steps stay neutral. */
export const CLIENT_CANDIDATE_STATES = [
  'pendiente',
  'aprobado',
  'rechazado',
  'en contratación',
  'contratado',
] as const;
export type ClientCandidateState = (typeof CLIENT_CANDIDATE_STATES)[number];

export const CV_STATES = ['compartida', 'no_compartida', 'sin_cargar'] as const;
export type CvState = (typeof CV_STATES)[number];
/** What the company reads in the 'Hoja de vida' column or line when there is no link. */
export const cvStateLabels: Record<Exclude<CvState, 'compartida'>, string> = {
  no_compartida: 'No compartida',
  sin_cargar: 'No ha cargado hoja de vida',
};

export const approvalCandidateSchema = z.object({
  id_postulacion: z.number().int(),
  nombre: z.string(),
  estado: z.enum(CLIENT_CANDIDATE_STATES),
  /** How far along the pipeline, 0–100. */
  progreso: z.number().int(),
  comentarios: z.array(z.string()),
  ultimaActualizacion: z.string(),
  /** When they were hired, for the last stage. */
  fechaContratacion: z.string().nullable(),
  /** Spec §3 Hired candidate, shown only once hired: age, years of experience and certificates. */
  /** A signed link to the CV, when the candidate authorized sharing it and has one on file. */
  hojaDeVida: z.string().nullable(),
  /** Why there is no link: the candidate did not share it, or shared it and has none uploaded. */
  hojaDeVidaEstado: z.enum(CV_STATES),
  edad: z.number().int().nullable(),
  experiencia: z.number().int().nullable(),
  certificaciones: z.array(z.string()),
});
export type ApprovalCandidate = z.infer<typeof approvalCandidateSchema>;

/** What the agency did with an order line: pendiente until it opens a vacancy or turns it down. */
export const REQUEST_STATES = ['pendiente', 'aceptada', 'rechazada'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const processDetailSchema = processSummarySchema.extend({
  solicitud: z.object({
    cargo: z.string(),
    categoria: z.string().nullable(),
    estado: z.enum(REQUEST_STATES),
    motivo_rechazo: z.string().nullable(),
    /** The position as the company ordered it (null when the agency opened the process itself). */
    pedido: storedConfigSchema.extend({ nombre_ciudad: z.string() }).nullable(),
    /** The vacancy the agency opened for it, with its progress. */
    vacante: z
      .object({
        id_vacante: z.number().int(),
        ciudad: z.string(),
        lugar: z.string(),
        salario: z.number().int(),
        turno: z.string(),
        cantidad_vacantes: z.number().int(),
        fecha_cierre: z.string(),
        estado: z.string(),
        postulaciones: z.number().int(),
        contratados: z.number().int(),
      })
      .nullable(),
  }),
  candidatos: z.array(approvalCandidateSchema),
  /** Stage 3, Contratación: one hiring record per approved candidate. */
  contratacion: z.array(hiringRecordSchema),
});
export type ProcessDetail = z.infer<typeof processDetailSchema>;

/** POST /api/client/processes/:id/decisions: approve or reject candidates waiting for approval. */
export const decisionBodySchema = z
  .object({
    ids_postulacion: z.array(bodyId()).min(1, 'Elige al menos un candidato.').max(200),
    decision: z.enum(['aprobado', 'rechazado']),
    comentario: z.string().trim().max(1000).optional(),
  })
  .refine((body) => body.decision === 'aprobado' || Boolean(body.comentario), {
    message: clientProcessMessages.commentRequired,
    path: ['comentario'],
  });
export type DecisionBody = z.infer<typeof decisionBodySchema>;
