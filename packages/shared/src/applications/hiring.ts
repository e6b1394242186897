import { z } from 'zod';
import { rowId } from '../ids';
import { NOTE_VISIBILITIES, noteAudienceSchema } from './note-audience';

/**
 * Hiring of an approved candidate (spec §3 Hiring record, §4 Hiring step states and Hiring states),
 * with the steps a Colombian hire goes through, each owned by whoever does it.
 */

export const HIRING_OWNERS = ['agencia', 'cliente', 'candidato'] as const;
export type HiringOwner = (typeof HIRING_OWNERS)[number];

export const HIRING_STEPS = [
  { paso: 'documentos', nombre: 'Documentos completos', responsable: 'candidato' },
  { paso: 'examen_medico', nombre: 'Examen médico ocupacional', responsable: 'agencia' },
  { paso: 'contrato', nombre: 'Contrato firmado', responsable: 'agencia' },
  {
    paso: 'seguridad_social',
    nombre: 'Afiliación a seguridad social (EPS, ARL, AFP, Caja)',
    responsable: 'agencia',
  },
  { paso: 'induccion', nombre: 'Inducción en la empresa', responsable: 'cliente' },
] as const satisfies readonly { paso: string; nombre: string; responsable: HiringOwner }[];
export type HiringStepKey = (typeof HIRING_STEPS)[number]['paso'];
/** Each step's name by its stored key ("induccion" → "Inducción en la empresa"). */
export const hiringStepLabels = Object.fromEntries(
  HIRING_STEPS.map((step) => [step.paso, step.nombre]),
) as Record<HiringStepKey, string>;
/** The documents step follows the candidate's document report; the others are marked by their owner. */
export const DERIVED_STEP = 'documentos';
export const MARKABLE_STEPS = HIRING_STEPS.filter((step) => step.paso !== DERIVED_STEP).map(
  (step) => step.paso,
) as Exclude<HiringStepKey, typeof DERIVED_STEP>[];
export type MarkableStep = (typeof MARKABLE_STEPS)[number];
export const isMarkable = (paso: string): paso is MarkableStep =>
  (MARKABLE_STEPS as readonly string[]).includes(paso);

/** The application states of a hire in progress or done: where hiring steps and an assignment apply. */
export const HIRING_APPLICATION_STATES: readonly string[] = ['aprobada', 'en_contratacion', 'contratada'];

export const HIRING_STATES = ['En Proceso', 'Pendiente', 'En Espera', 'Completado'] as const;
export type HiringState = (typeof HIRING_STATES)[number];

export const ownerLabels: Record<HiringOwner, string> = {
  agencia: 'Agencia',
  cliente: 'Empresa',
  candidato: 'Candidato',
};

export const hiringStepSchema = z.object({
  paso: z.enum(HIRING_STEPS.map((step) => step.paso) as [HiringStepKey, ...HiringStepKey[]]),
  nombre: z.string(),
  responsable: z.enum(HIRING_OWNERS),
  completado: z.enum(['Completado', 'Pendiente']),
  comentario: z.string().nullable(),
  /** Who reads the comment besides the agency; null without a comment (decision 0056). */
  comentario_audiencia: z.enum(NOTE_VISIBILITIES).nullable(),
  fecha: z.string().nullable(),
});
export type HiringStep = z.infer<typeof hiringStepSchema>;

export const hiringRecordSchema = z.object({
  id_postulacion: z.number().int(),
  nombre: z.string(),
  cargo: z.string(),
  estado: z.enum(HIRING_STATES),
  progreso: z.number().int(),
  ultimaActualizacion: z.string(),
  pasos: z.array(hiringStepSchema),
});
export type HiringRecord = z.infer<typeof hiringRecordSchema>;
export const hiringRecordListSchema = z.array(hiringRecordSchema);

const id = rowId();
export const hiringStepParamsSchema = z.object({
  id,
  paso: z.enum(MARKABLE_STEPS, 'Ese paso de contratación no existe.'),
});
export const markStepBodySchema = z.object({
  completado: z.boolean('Indica si el paso quedó completado.'),
  comentario: z.string().trim().max(500, 'El comentario admite hasta 500 caracteres.').optional(),
  /** Staff choose who reads their comment (internal when omitted); a company's is shared with the agency. */
  audiencia: noteAudienceSchema,
});
export type MarkStepBody = z.infer<typeof markStepBodySchema>;
/** The client's call names the application in the body (the path names the process). */
export const clientMarkStepBodySchema = markStepBodySchema.omit({ audiencia: true }).extend({
  id_postulacion: id,
  paso: z.enum(MARKABLE_STEPS, 'Ese paso de contratación no existe.'),
});
export type ClientMarkStepBody = z.infer<typeof clientMarkStepBodySchema>;

/** Spec §4 hiring state from the steps: Completado once hired; En Espera when only the candidate's remain. */
export function hiringStateOf(steps: Pick<HiringStep, 'completado' | 'responsable'>[], hired: boolean) {
  const done = steps.filter((step) => step.completado === 'Completado');
  const progreso = hired ? 100 : Math.round((done.length * 100) / steps.length);
  if (hired) return { estado: 'Completado' as const, progreso };
  if (done.length === 0) return { estado: 'Pendiente' as const, progreso };
  const waitingOnCandidate = steps.every(
    (step) => step.completado === 'Completado' || step.responsable === 'candidato',
  );
  return { estado: waitingOnCandidate ? ('En Espera' as const) : ('En Proceso' as const), progreso };
}
