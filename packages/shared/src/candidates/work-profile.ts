import { z } from 'zod';
import { bodyId, fromPlainNumber } from '../ids';
import { workProfileMessages } from '../messages/candidates';

/** When the candidate can start: what the talent pool filters and matches on (decision 0067). */
export const CANDIDATE_AVAILABILITY = ['inmediata', 'quince_dias', 'no_disponible'] as const;
export type CandidateAvailability = (typeof CANDIDATE_AVAILABILITY)[number];
export const AVAILABILITY_LABELS: Record<CandidateAvailability, string> = {
  inmediata: 'Inmediata',
  quince_dias: 'En 15 días',
  no_disponible: 'No disponible por ahora',
};

export const WORK_PROFILE_LIMITS = {
  experience: 600,
  skills: 15,
  skill: 60,
  categories: 10,
  salaryMax: 50_000_000,
} as const;

const empty = (value: unknown) => value === '' || value === undefined || value === null;
const lines = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(/[\n,]/)
        .map((line) => line.trim())
        .filter(Boolean)
    : (value ?? []);
/** A list as a form or JSON sends it: absent is empty; written digits in it become numbers. */
const idList = (value: unknown) =>
  Array.isArray(value)
    ? value.map((id) => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id))
    : (value ?? []);
/** Pesos as people write them: `1800000`, `1.800.000`, `$ 1.800.000`; anything else is refused. */
const PESOS = /^(\d+|\d{1,3}(\.\d{3})+)$/;
const pesos = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const compact = value.replace(/\s|\$|COP/gi, '');
  return PESOS.test(compact) ? Number(compact.replaceAll('.', '')) : value;
};
/** Each skill once, as first written (case aside). */
const once = (skills: string[]) =>
  skills.filter((skill, i) => skills.findIndex((other) => other.toLowerCase() === skill.toLowerCase()) === i);

/** The work profile of the candidate's form and of PUT /api/candidate/profile: all optional. */
export const workProfileFields = {
  id_ciudad: z.preprocess(
    (value) => (empty(value) ? null : value),
    fromPlainNumber(bodyId(workProfileMessages.city)).nullable(),
  ),
  experiencia: z
    .string(workProfileMessages.experience)
    .trim()
    .max(WORK_PROFILE_LIMITS.experience, workProfileMessages.experience)
    .nullish()
    .transform((value) => value || null),
  habilidades: z.preprocess(
    lines,
    z
      .array(
        z
          .string(workProfileMessages.skills)
          .trim()
          .min(1, workProfileMessages.skills)
          .max(WORK_PROFILE_LIMITS.skill, workProfileMessages.skills),
        workProfileMessages.skills,
      )
      .max(WORK_PROFILE_LIMITS.skills, workProfileMessages.skills)
      .transform(once),
  ),
  categorias_experiencia: z.preprocess(
    idList,
    z
      .array(bodyId(workProfileMessages.unknownCategory), workProfileMessages.categories)
      .transform((ids) => [...new Set(ids)])
      .refine((ids) => ids.length <= WORK_PROFILE_LIMITS.categories, workProfileMessages.categories),
  ),
  aspiracion_salarial: z.preprocess(
    (value) => (empty(value) ? null : pesos(value)),
    z
      .number(workProfileMessages.salary)
      .int(workProfileMessages.salary)
      .min(0, workProfileMessages.salary)
      .max(WORK_PROFILE_LIMITS.salaryMax, workProfileMessages.salary)
      .nullable(),
  ),
  disponibilidad: z.preprocess(
    (value) => (empty(value) ? null : value),
    z.enum(CANDIDATE_AVAILABILITY, workProfileMessages.availability).nullable(),
  ),
};

/** The same fields as the API answers them. */
export const workProfileAnswer = {
  id_ciudad: z.number().int().nullable(),
  experiencia: z.string().nullable(),
  habilidades: z.array(z.string()),
  categorias_experiencia: z.array(z.number().int()),
  aspiracion_salarial: z.number().int().nullable(),
  disponibilidad: z.enum(CANDIDATE_AVAILABILITY).nullable(),
};
