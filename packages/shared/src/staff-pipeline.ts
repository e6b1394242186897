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
} as const;
