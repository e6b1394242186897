import { z } from 'zod';
import { PHONE_DEFAULT_PREFIX } from './constants';
import { validationMessages } from './messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?\d{10,15}$/;

const optionalName = z
  .string()
  .trim()
  .max(60)
  .nullish()
  .transform((value) => value || null);

/** Phone of spec §5: optional; plus then 10 to 15 digits; without plus, +57 is added. */
export const phoneSchema = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').replace(/[\s()-]/g, ''))
  .refine((value) => value === '' || PHONE.test(value), validationMessages.numeroContacto)
  .transform((value) =>
    value === '' ? null : value.startsWith('+') ? value : `${PHONE_DEFAULT_PREFIX}${value}`,
  );

/** Profile form and body of PUT /api/candidate/profile, with spec §5's rules and messages. */
export const profileUpdateSchema = z.object({
  primer_nombre: z
    .string(validationMessages.primerNombre)
    .trim()
    .min(1, validationMessages.primerNombre)
    .max(60),
  segundo_nombre: optionalName,
  primer_apellido: optionalName,
  segundo_apellido: optionalName,
  correo: z
    .string(validationMessages.correo)
    .trim()
    .regex(EMAIL, validationMessages.correo)
    .max(254, validationMessages.correo)
    .transform((value) => value.toLowerCase()),
  numero_contacto1: phoneSchema,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Answer of GET and PUT /api/candidate/profile. */
export const profileSchema = z.object({
  id_candidato: z.number().int(),
  numero_documento: z.string(),
  primer_nombre: z.string(),
  segundo_nombre: z.string().nullable(),
  primer_apellido: z.string().nullable(),
  segundo_apellido: z.string().nullable(),
  correo: z.string().nullable(),
  numero_contacto1: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileMessages = {
  saved: 'Tus datos se guardaron correctamente.',
  loadError: 'No pudimos cargar tu perfil. Intenta de nuevo.',
} as const;
