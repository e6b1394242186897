import { z } from 'zod';
import { emailSchema, phoneSchema } from '../contact';

/** GET /api/client/profile: the company of the signed-in company user (spec §3 Client profile). */
export const clientProfileSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  nit: z.string(),
  usuario: z.object({ nombre: z.string(), correo: z.string() }),
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;

/** Spec §2 fallbacks when a field is missing. */
export const clientProfileFallbacks = {
  name: 'Nombre del Cliente',
  phone: 'Sin teléfono registrado',
  address: 'Dirección no especificada',
} as const;

/** PUT /api/client/profile: the company's contact data the company user keeps. */
export const updateClientProfileBodySchema = z.object({
  email: emailSchema,
  phone: phoneSchema,
  address: z
    .string()
    .trim()
    .max(200, 'La dirección admite hasta 200 caracteres.')
    .nullish()
    .transform((value) => value || null),
});
export type UpdateClientProfileBody = z.input<typeof updateClientProfileBodySchema>;
