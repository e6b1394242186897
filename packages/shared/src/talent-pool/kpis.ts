import { z } from 'zod';

/** The pool's share of the KPIs: which sources bring applications and what invitations become. */
export const poolKpisSchema = z.object({
  invitaciones: z.object({
    enviadas: z.number().int(),
    abiertas: z.number().int(),
    postuladas: z.number().int(),
    contratadas: z.number().int(),
  }),
  fuentes: z.array(
    z.object({ fuente: z.string(), postulaciones: z.number().int(), contratadas: z.number().int() }),
  ),
});
export type PoolKpis = z.infer<typeof poolKpisSchema>;
