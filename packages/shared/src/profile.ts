import { z } from 'zod';
import { emailSchema, NAME_MAX_LENGTH, phoneSchema } from './contact';
import { validationMessages } from './messages';

const optionalName = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH)
  .nullish()
  .transform((value) => value || null);

/** Profile form and body of PUT /api/candidate/profile, with spec §5's rules and messages. */
export const profileUpdateSchema = z.object({
  primer_nombre: z
    .string(validationMessages.primerNombre)
    .trim()
    .min(1, validationMessages.primerNombre)
    .max(NAME_MAX_LENGTH),
  segundo_nombre: optionalName,
  primer_apellido: optionalName,
  segundo_apellido: optionalName,
  correo: emailSchema,
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
