import { z } from 'zod';
import { bodyId, rowId } from '../ids';
import { exportMessages } from '../messages/staff';
import { reportFormatSchema } from '../report-format';
import { APPLICATION_STATES } from '../vacancies/constants';
import { NOTE_VISIBILITIES, noteAudienceSchema } from './note-audience';

const id = rowId();
export const applicationIdParamsSchema = z.object({ id });

/** GET /api/staff/vacancies/:id/applications/export: the board as a file, all states or the one shown. */
export const pipelineExportQuerySchema = z.object({
  estado: z.enum(APPLICATION_STATES, exportMessages.stateInvalid).optional(),
  formato: reportFormatSchema,
});

export const moveApplicationBodySchema = z.object({
  estado: z.enum(APPLICATION_STATES),
  nota: z.string().trim().max(1000).optional(),
  /** Who reads the note besides the agency: internal when omitted (decision 0056). */
  audiencia: noteAudienceSchema,
  /** «Aprobado por la agencia en nombre de la empresa», for a process a company ordered; the note says why. */
  en_nombre_de_empresa: z.boolean().optional(),
  /** Hire although hiring steps are pending; the note says why. Audited. */
  sin_pasos_completos: z.boolean().optional(),
});
export type MoveApplicationBody = z.output<typeof moveApplicationBodySchema>;

/** POST /api/staff/applications/:id/historial/:entryId/compartir: forward a note to the candidate. */
export const historyEntryParamsSchema = z.object({ id, entryId: rowId() });

const selectedIds = z
  .array(bodyId())
  .min(1, 'Elige al menos una postulación.')
  .max(500, 'Elige como máximo 500 postulaciones a la vez.');

/** POST /api/staff/vacancies/:id/applications/move: several applications of a vacancy at once. */
export const bulkMoveBodySchema = moveApplicationBodySchema.extend({ ids_postulacion: selectedIds });
export type BulkMoveBody = z.output<typeof bulkMoveBodySchema>;

/** POST /api/staff/vacancies/:id/applications/message: an e-mail to the selected candidates. */
export const bulkMessageBodySchema = z.object({
  ids_postulacion: selectedIds,
  asunto: z.string().trim().min(1, 'Escribe el asunto.').max(160),
  mensaje: z.string().trim().min(1, 'Escribe el mensaje.').max(4000),
});
export type BulkMessageBody = z.infer<typeof bulkMessageBodySchema>;

/** Whether the candidate came to the interview they booked, as staff mark it afterwards. */
export const INTERVIEW_ATTENDANCE = ['asistio', 'no_asistio'] as const;
export type InterviewAttendance = (typeof INTERVIEW_ATTENDANCE)[number];
export const attendanceLabels: Record<InterviewAttendance, string> = {
  asistio: 'Asistió',
  no_asistio: 'No asistió',
};

/** Book or move the interview of an application to a slot of its vacancy. */
export const interviewSlotBodySchema = z.object({
  id_espacio_agendamiento: bodyId('Elige un horario de entrevista.'),
});
export type InterviewSlotBody = z.infer<typeof interviewSlotBodySchema>;

export const attendanceBodySchema = z.object({
  asistencia: z.enum(INTERVIEW_ATTENDANCE, { error: 'Marca si asistió o no a la entrevista.' }),
});

export const pipelineEntrySchema = z.object({
  id_postulacion: z.number().int(),
  estado: z.enum(APPLICATION_STATES),
  updated_at: z.string(),
  estancada: z.boolean(),
  id_candidato: z.number().int(),
  numero_documento: z.string(),
  nombre: z.string(),
  correo: z.string().nullable(),
  numero_contacto1: z.string().nullable(),
  utm_source: z.string().nullable(),
  /** The interview slot the candidate booked; null when none (or their place was given back). */
  entrevista: z
    .object({
      id_espacio_agendamiento: z.number().int(),
      fecha_hora: z.string(),
      lugar: z.string(),
      /** Marked by staff once its time came; null before, or while unmarked. */
      asistencia: z.enum(INTERVIEW_ATTENDANCE).nullable(),
    })
    .nullable(),
  /** Whether the candidate lets the agency share their CV and documents with client companies (0028). */
  comparte_con_empresas: z.boolean(),
  /** Every state it went through, oldest first, with who moved it (null: the candidate). */
  historial: z.array(
    z.object({
      id: z.number().int(),
      estado: z.enum(APPLICATION_STATES),
      fecha: z.string(),
      nota: z.string().nullable(),
      /** Who reads the note besides the agency. */
      audiencia: z.enum(NOTE_VISIBILITIES),
      por: z.string().nullable(),
    }),
  ),
});
export const pipelineSchema = z.array(pipelineEntrySchema);
export type PipelineEntry = z.infer<typeof pipelineEntrySchema>;
