import { z } from 'zod';
import { emailSchema, NAME_MAX_LENGTH, normalizeName, personName, phoneSchema } from '../contact';
import { bogotaToday } from '../bogota-time';
import { validationMessages } from '../messages/common';
import { experienceMessages } from '../messages/candidates';
import { workProfileAnswer, workProfileFields } from './work-profile';

const optionalName = z
  .string()
  .overwrite(normalizeName)
  .max(NAME_MAX_LENGTH)
  .nullish()
  .transform((value) => value || null);

/** Age in whole years on `today` (both YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const empty = (value: unknown) => value === '' || value === undefined || value === null;

/** Optional experience data a client company sees once the candidate is hired. */
const experienceFields = {
  fecha_nacimiento: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine(
      (value) =>
        value === null ||
        (/^\d{4}-\d{2}-\d{2}$/.test(value) &&
          !Number.isNaN(Date.parse(value)) &&
          ageOn(value, bogotaToday()) >= 15 &&
          ageOn(value, bogotaToday()) <= 90),
      experienceMessages.birthDate,
    ),
  anios_experiencia: z.preprocess(
    (value) => (empty(value) ? null : Number(value)),
    z
      .number(experienceMessages.years)
      .int(experienceMessages.years)
      .min(0, experienceMessages.years)
      .max(60, experienceMessages.years)
      .nullable(),
  ),
  certificaciones: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
        : (value ?? []),
    z
      .array(z.string().trim().min(1).max(80, experienceMessages.certificates))
      .max(10, experienceMessages.certificates),
  ),
};

/** Profile form and body of PUT /api/candidate/profile, with spec §5's rules and messages. */
export const profileUpdateSchema = z.object({
  primer_nombre: personName(validationMessages.primerNombre),
  segundo_nombre: optionalName,
  primer_apellido: optionalName,
  segundo_apellido: optionalName,
  correo: emailSchema,
  numero_contacto1: phoneSchema,
  ...experienceFields,
  ...workProfileFields,
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
  fecha_nacimiento: z.string().nullable(),
  anios_experiencia: z.number().int().nullable(),
  certificaciones: z.array(z.string()),
  ...workProfileAnswer,
});
export type Profile = z.infer<typeof profileSchema>;
