import { z } from 'zod';
import { bodyId } from './ids';
import { recordIdSchema } from './users/staff';

/** How many alerts one candidate may keep; enough for a few cities and trades, not a mailing list. */
export const MAX_VACANCY_ALERTS = 10;
/** A digest names at most this many vacancies and links the search for the rest. */
export const DIGEST_MAX_VACANCIES = 20;

/** A city or category id as the catalogue keeps it (int4). */
const catalogId = bodyId();

/** POST /api/candidate/vacancy-alerts: a city, a category, or both; null means "todas". */
export const vacancyAlertBodySchema = z
  .object({
    id_ciudad: catalogId.nullable(),
    id_categoria: catalogId.nullable(),
  })
  .strict();
export type VacancyAlertBody = z.infer<typeof vacancyAlertBodySchema>;

export const vacancyAlertParamsSchema = z.object({ id: recordIdSchema });

export const vacancyAlertSchema = z.object({
  id: z.number().int(),
  id_ciudad: z.number().int().nullable(),
  ciudad: z.string().nullable(),
  id_categoria: z.number().int().nullable(),
  categoria: z.string().nullable(),
  creado_en: z.string(),
});
export type VacancyAlert = z.infer<typeof vacancyAlertSchema>;
export const vacancyAlertListSchema = z.array(vacancyAlertSchema);

/** POST /api/vacancy-alerts/unsubscribe: the signed token of the digest's link, no sign-in. */
export const unsubscribeBodySchema = z.object({ token: z.string().min(1).max(200) }).strict();

/** "Montacargas en Bogotá", "Todas las categorías en Medellín", "Montacargas en todas las ciudades". */
export function alertLabel(alert: Pick<VacancyAlert, 'ciudad' | 'categoria'>): string {
  const what = alert.categoria ?? 'Todas las categorías';
  const where = alert.ciudad ? `en ${alert.ciudad}` : 'en todas las ciudades';
  return `${what} ${where}`;
}
