import { z } from 'zod';
import {
  APPLICATION_STATES,
  APPLICATION_TRANSITIONS,
  pipelineStateLabels,
  type ApplicationState,
} from './vacancy-constants';

const id = z.coerce.number<unknown>().int().positive().max(2_147_483_647);
export const applicationIdParamsSchema = z.object({ id });

export const moveApplicationBodySchema = z.object({
  estado: z.enum(APPLICATION_STATES),
  nota: z.string().trim().max(1000).optional(),
});

const selectedIds = z
  .array(z.number().int().positive().max(2_147_483_647))
  .min(1, 'Elige al menos una postulación.')
  .max(500, 'Elige como máximo 500 postulaciones a la vez.');

/** POST /api/staff/vacancies/:id/applications/move: several applications of a vacancy at once. */
export const bulkMoveBodySchema = moveApplicationBodySchema.extend({ ids_postulacion: selectedIds });

/** POST /api/staff/vacancies/:id/applications/message: an e-mail to the selected candidates. */
export const bulkMessageBodySchema = z.object({
  ids_postulacion: selectedIds,
  asunto: z.string().trim().min(1, 'Escribe el asunto.').max(160),
  mensaje: z.string().trim().min(1, 'Escribe el mensaje.').max(4000),
});
export type BulkMessageBody = z.infer<typeof bulkMessageBodySchema>;

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
  /** Every state it went through, oldest first, with who moved it (null: the candidate). */
  historial: z.array(
    z.object({
      estado: z.enum(APPLICATION_STATES),
      fecha: z.string(),
      nota: z.string().nullable(),
      por: z.string().nullable(),
    }),
  ),
});
export const pipelineSchema = z.array(pipelineEntrySchema);
export type PipelineEntry = z.infer<typeof pipelineEntrySchema>;

export const pipelineMessages = {
  moved: (estado: ApplicationState) => `La postulación pasó a «${pipelineStateLabels[estado]}».`,
  notAllowed: (from: ApplicationState) => {
    const allowed = APPLICATION_TRANSITIONS[from].map((state) => pipelineStateLabels[state]);
    return allowed.length
      ? `Desde «${pipelineStateLabels[from]}» solo se puede pasar a: ${allowed.join(', ')}.`
      : `Una postulación «${pipelineStateLabels[from]}» ya no cambia de estado.`;
  },
  reasonRequired: 'Para descartar una postulación escribe el motivo.',
  notFound: 'La postulación no existe o no está en tu alcance.',
  movedMany: (total: number, estado: ApplicationState) =>
    total === 1
      ? `La postulación pasó a «${pipelineStateLabels[estado]}».`
      : `${total} postulaciones pasaron a «${pipelineStateLabels[estado]}».`,
  notInVacancy: 'Alguna de las postulaciones elegidas no es de esta vacante. No se movió ninguna.',
  sent: (total: number) =>
    total === 1 ? 'Mensaje enviado a 1 candidato.' : `Mensaje enviado a ${total} candidatos.`,
} as const;
