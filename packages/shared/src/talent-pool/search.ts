import { z } from 'zod';
import { CANDIDATE_AVAILABILITY } from '../candidates/work-profile';
import { talentPoolMessages } from '../messages/talent-pool';
import { reportFormatSchema } from '../report-format';
import { bodyId, fromPlainNumber } from '../ids';

/** Page sizes of the pool's table. */
export const POOL_PAGE_SIZES = [20, 50, 100] as const;
/** "Last activity within": days. */
export const POOL_ACTIVITY_DAYS = [30, 90, 180, 365] as const;
/** The assignment history filter: running now, had one (ended), never had one. */
export const POOL_ASSIGNMENT_FILTERS = ['en_mision', 'con_historial', 'sin_misiones'] as const;
export const POOL_SORTS = ['relevancia', 'actividad', 'nombre'] as const;

const id = fromPlainNumber(bodyId(talentPoolMessages.badFilter));
const listed = (values: readonly number[]) =>
  fromPlainNumber(
    z.number(talentPoolMessages.badFilter).refine((n) => values.includes(n), talentPoolMessages.badFilter),
  );

/**
 * How deep the table pages: past the first 2,000 results a person refines the search, and whoever
 * needs them all exports them (an audited act), so the whole pool is never read page by page unseen.
 */
export const POOL_MAX_RESULTS = 2000;
const yes = z.preprocess((value) => value === true || value === '1' || value === 'true', z.boolean());

/**
 * GET /api/staff/talent-pool (and its export): every filter optional, kept in the screen's URL with
 * the same names. `q` is searched over names, document, experience, skills, certificates and
 * categories, without accents or case and with typo tolerance.
 */
export const poolSearchQuerySchema = z.object({
  q: z.string().trim().max(120, talentPoolMessages.longQuery).optional(),
  ciudad: id.optional(),
  /** With `ciudad`: every city of its department. */
  cercanas: yes.optional(),
  categoria: id.optional(),
  documentos: yes.optional(),
  disponibilidad: z.enum(CANDIDATE_AVAILABILITY, talentPoolMessages.badFilter).optional(),
  actividad: listed(POOL_ACTIVITY_DAYS).optional(),
  /** Only those who accept being contacted (the alerts consent in force). */
  contactables: yes.optional(),
  contratados: z.enum(['si', 'no'], talentPoolMessages.badFilter).optional(),
  misiones: z.enum(POOL_ASSIGNMENT_FILTERS, talentPoolMessages.badFilter).optional(),
  orden: z.enum(POOL_SORTS, talentPoolMessages.badFilter).default('relevancia'),
  page: fromPlainNumber(
    z.number(talentPoolMessages.badFilter).int(talentPoolMessages.badFilter).min(1).max(100),
  ).default(1),
  page_size: listed(POOL_PAGE_SIZES).default(20),
});
export type PoolSearchQuery = z.output<typeof poolSearchQuerySchema>;

/** The table's query: the page must lie within the first POOL_MAX_RESULTS results. */
export const poolPageQuerySchema = poolSearchQuerySchema.refine(
  (query) => (query.page - 1) * query.page_size < POOL_MAX_RESULTS,
  { message: talentPoolMessages.tooDeep(POOL_MAX_RESULTS), path: ['page'] },
);

/** GET /api/staff/talent-pool/export: the same filters (every page) and `formato`. */
export const poolExportQuerySchema = poolSearchQuerySchema.extend({ formato: reportFormatSchema });
export type PoolSearchParams = z.input<typeof poolSearchQuerySchema>;

/** One candidate of the pool as the table shows them: profile and history, never documents or notes. */
export const poolCandidateSchema = z.object({
  id_candidato: z.number().int(),
  nombre: z.string(),
  numero_documento: z.string(),
  ciudad: z.string().nullable(),
  departamento: z.string().nullable(),
  categorias: z.array(z.string()),
  anios_experiencia: z.number().int().nullable(),
  disponibilidad: z.enum(CANDIDATE_AVAILABILITY).nullable(),
  aspiracion_salarial: z.number().int().nullable(),
  documentos_listos: z.boolean(),
  acepta_contacto: z.boolean(),
  postulaciones: z.number().int(),
  contrataciones: z.number().int(),
  misiones: z.number().int(),
  en_mision: z.boolean(),
  inasistencias: z.number().int(),
  ultima_actividad: z.string(),
});
export type PoolCandidate = z.infer<typeof poolCandidateSchema>;

export const poolSearchResultSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  candidatos: z.array(poolCandidateSchema),
});
export type PoolSearchResult = z.infer<typeof poolSearchResultSchema>;
