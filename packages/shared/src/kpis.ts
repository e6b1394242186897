import { z } from 'zod';
import { APPLICATION_STATES } from './vacancies/constants';

/** GET /api/staff/kpis: the back office's figures, within the signed-in staff member's scope. */
export const kpisSchema = z.object({
  /** When these figures were computed (they are reused for KPI_CACHE_SECONDS). */
  calculado_en: z.string(),
  vacantes_abiertas: z.number().int(),
  postulaciones: z.number().int(),
  estancadas: z.number().int(),
  solicitudes_pendientes: z.number().int(),
  solicitudes_completadas: z.number().int(),
  /** Average days from publication to the first hire, over the vacancies with one (null: none yet). */
  dias_para_contratar: z.number().nullable(),
  vacantes_con_contratacion: z.number().int(),
  /** Applications that ever reached each state (from their history), for the funnel. */
  embudo: z.array(z.object({ estado: z.enum(APPLICATION_STATES), total: z.number().int() })),
  /** Applications per vacancy by source (utm_source; "directo" without one), the busiest vacancies. */
  por_fuente: z.array(
    z.object({
      id_vacante: z.number().int(),
      titulo: z.string(),
      fuente: z.string(),
      total: z.number().int(),
    }),
  ),
  /** Every source's applications and hires: which sources bring people who get hired (decision 0067). */
  fuentes: z.array(
    z.object({ fuente: z.string(), postulaciones: z.number().int(), contratadas: z.number().int() }),
  ),
  /** The talent pool's invitations to vacancies in scope, and what became of them. */
  invitaciones: z.object({
    enviadas: z.number().int(),
    abiertas: z.number().int(),
    postuladas: z.number().int(),
    contratadas: z.number().int(),
  }),
});
export type Kpis = z.infer<typeof kpisSchema>;
