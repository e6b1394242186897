import { z } from 'zod';
import { poolCandidateSchema } from './search';
import { talentPoolMessages } from '../messages/talent-pool';
import { bodyId, fromPlainNumber } from '../ids';

/**
 * What makes a pool candidate fit an order line or vacancy (decision 0067). Each reason adds its
 * weight to the score; past no-shows and an assignment still running subtract theirs. An admin tunes
 * the weights in the pool's settings.
 */
export const MATCH_REASONS = [
  'ciudad',
  'departamento',
  'categoria',
  'documentos',
  'salario',
  'actividad',
  'contratado_antes',
  'inasistencias',
  'en_mision',
] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

export const MATCH_REASON_LABELS: Record<MatchReason, string> = {
  ciudad: 'Vive en la ciudad de la vacante',
  departamento: 'Vive en el mismo departamento',
  categoria: 'Tiene experiencia en la categoría',
  documentos: 'Documentos al día',
  salario: 'Su aspiración cabe en el salario ofrecido',
  actividad: 'Activo en los últimos 90 días',
  contratado_antes: 'Ya trabajó con la agencia',
  inasistencias: 'Faltó a entrevistas antes',
  en_mision: 'Está en una misión que no ha terminado',
};

export type MatchWeights = Record<MatchReason, number>;
export const DEFAULT_MATCH_WEIGHTS: MatchWeights = {
  ciudad: 30,
  departamento: 15,
  categoria: 30,
  documentos: 15,
  salario: 10,
  actividad: 10,
  contratado_antes: 10,
  inasistencias: -20,
  en_mision: -25,
};

const weight = z.number(talentPoolMessages.badWeights).int(talentPoolMessages.badWeights).min(-100).max(100);
export const matchWeightsSchema = z.object(
  Object.fromEntries(MATCH_REASONS.map((reason) => [reason, weight])) as Record<MatchReason, typeof weight>,
);

/** At most `maximo` invitations to one candidate within `dias` days, whoever sends them. */
export const DEFAULT_INVITATION_CAP = { maximo: 3, dias: 7 };
export const invitationCapSchema = z.object({
  maximo: z.number(talentPoolMessages.badCap).int(talentPoolMessages.badCap).min(1).max(20),
  dias: z.number(talentPoolMessages.badCap).int(talentPoolMessages.badCap).min(1).max(90),
});
export type InvitationCap = z.infer<typeof invitationCapSchema>;

/** GET and PUT /api/staff/talent-pool/settings (PUT: admin only). */
export const poolSettingsSchema = z.object({
  pesos: matchWeightsSchema,
  tope_invitaciones: invitationCapSchema,
});
export type PoolSettings = z.infer<typeof poolSettingsSchema>;

/** What to match: a vacancy, or an order line (process), which matches through its vacancy once published. */
export const matchTargetSchema = z
  .object({
    id_vacante: fromPlainNumber(bodyId(talentPoolMessages.targetNotFound)).optional(),
    id_proceso: fromPlainNumber(bodyId(talentPoolMessages.targetNotFound)).optional(),
  })
  .refine(
    (target) => Boolean(target.id_vacante) !== Boolean(target.id_proceso),
    talentPoolMessages.targetNotFound,
  );
export type MatchTarget = z.output<typeof matchTargetSchema>;

export const matchedCandidateSchema = poolCandidateSchema.extend({
  puntaje: z.number().int(),
  razones: z.array(z.object({ razon: z.enum(MATCH_REASONS), peso: z.number().int() })),
  invitado_en: z.string().nullable(),
  /** Why 'Invitar a postularse' is off for this one (no alerts consent, cap reached), or null. */
  no_invitable: z.string().nullable(),
});
export type MatchedCandidate = z.infer<typeof matchedCandidateSchema>;

/** GET /api/staff/talent-pool/matches: the best 50 of the pool for the target, best first. */
export const matchResultSchema = z.object({
  objetivo: z.object({
    id_vacante: z.number().int().nullable(),
    id_proceso: z.number().int().nullable(),
    titulo: z.string(),
    ciudad: z.string().nullable(),
    categoria: z.string().nullable(),
    salario: z.number().int().nullable(),
    /** Why nobody can be invited yet (the line has no published vacancy, the vacancy is closed), or null. */
    no_invitable: z.string().nullable(),
  }),
  candidatos: z.array(matchedCandidateSchema),
});
export type MatchResult = z.infer<typeof matchResultSchema>;

/** POST /api/staff/talent-pool/invitations */
export const invitationBodySchema = z
  .object({
    id_candidato: bodyId(talentPoolMessages.candidateNotFound),
    id_vacante: bodyId(talentPoolMessages.targetNotFound).optional(),
    id_proceso: bodyId(talentPoolMessages.targetNotFound).optional(),
  })
  .refine((body) => Boolean(body.id_vacante) !== Boolean(body.id_proceso), talentPoolMessages.targetMissing);
export type InvitationBody = z.infer<typeof invitationBodySchema>;
export const invitationAnswerSchema = z.object({ id_invitacion: z.number().int(), creado_en: z.string() });
