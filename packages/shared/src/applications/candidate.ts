import { z } from 'zod';
import { bodyId, rowId } from '../ids';

import { APPLICATION_STATES } from '../vacancies/constants';

export { APPLICATION_STATES, applicationStateLabels, type ApplicationState } from '../vacancies/constants';

const utmValue = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => value || null);

/** Body of POST /api/candidate/applications. */
export const applyRequestSchema = z.object({
  id_vacante: bodyId(),
  id_espacio_agendamiento: bodyId().nullish(),
  utm_source: utmValue,
  utm_campaign: utmValue,
});
export type ApplyRequest = z.input<typeof applyRequestSchema>;

export const applicationHistoryEntrySchema = z.object({
  estado: z.enum(APPLICATION_STATES),
  fecha: z.string(),
  nota: z.string().nullable(),
});

export const applicationSchema = z.object({
  id_postulacion: z.number().int(),
  id_vacante: z.number().int(),
  titulo: z.string(),
  empresa: z.string(),
  nombre_ciudad: z.string(),
  estado: z.enum(APPLICATION_STATES),
  utm_source: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  fecha_postulacion: z.string(),
  entrevista: z
    .object({ id_espacio_agendamiento: z.number().int(), fecha_hora: z.string(), lugar: z.string() })
    .nullable(),
  historial: z.array(applicationHistoryEntrySchema),
  /**
   * Whether the client company of this vacancy can see the CV: the candidate authorized it for this
   * application and the sharing authorization of Mis datos stands.
   */
  comparte_hv: z.boolean(),
  /** Whether the sharing authorization of Mis datos stands; without it no application is shared. */
  comparte_con_empresas: z.boolean(),
});
export type Application = z.infer<typeof applicationSchema>;

/** The authorization text the candidate accepts, kept with the date as proof (Ley 1581 de 2012). */
export const SHARE_CV_CONSENT =
  'Autorizo a la agencia a mostrar mi hoja de vida a la empresa cliente de esta vacante, solo para este proceso de selección. Puedo retirar esta autorización cuando quiera (Ley 1581 de 2012).';
export const shareCvBodySchema = z.object({
  autoriza: z.boolean('Indica si autorizas compartir tu hoja de vida.'),
});
export const applicationParamsSchema = z.object({
  id: rowId(),
});

/** Answer of POST: the application and whether this call created it (false = it already existed). */
export const applyResponseSchema = z.object({ created: z.boolean(), application: applicationSchema });
export type ApplyResponse = z.infer<typeof applyResponseSchema>;

export const applicationListSchema = z.array(applicationSchema);
