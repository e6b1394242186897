import { z } from 'zod';
import { isCalendarDay } from '../calendar-days';
import { bodyId, rowId } from '../ids';
import { contractSummarySchema } from '../contracts/signing';
import { ASSIGNMENT_CAUSALS, REPLACEMENT_REASONS } from './terms';

/**
 * The assignment (misión) of a hired worker at the client company (empresa usuaria), as the agency,
 * the company and the worker each see it (issue 31 item 3). The term rules are in ./terms.ts.
 */

export const ASSIGNMENT_STATES = ['por_iniciar', 'activa', 'vencida', 'terminada'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

export const assignmentStateLabels: Record<AssignmentState, string> = {
  por_iniciar: 'Por iniciar',
  activa: 'En misión',
  vencida: 'Fin previsto vencido',
  terminada: 'Terminada',
};

export const END_REASONS = [
  'fin_labor',
  'vencimiento',
  'regreso_reemplazado',
  'renuncia',
  'mutuo_acuerdo',
  'justa_causa',
  'solicitud_empresa',
] as const;
export type EndReason = (typeof END_REASONS)[number];

export const endReasonLabels: Record<EndReason, string> = {
  fin_labor: 'Terminó la labor contratada',
  vencimiento: 'Se cumplió el plazo',
  regreso_reemplazado: 'Regresó la persona reemplazada',
  renuncia: 'Renuncia del trabajador',
  mutuo_acuerdo: 'Mutuo acuerdo',
  justa_causa: 'Terminación con justa causa',
  solicitud_empresa: 'La empresa usuaria pidió terminarla',
};

export const replacementReasonLabels: Record<(typeof REPLACEMENT_REASONS)[number], string> = {
  vacaciones: 'Vacaciones',
  licencia: 'Licencia',
  incapacidad: 'Incapacidad',
  maternidad: 'Licencia de maternidad',
};

/** The days before the planned end when the agency's group and the company are told (issue 31 item 4). */
export const ASSIGNMENT_WARNING_DAYS = [30, 15] as const;

export const assignmentMessages = {
  staffTitle: 'Misiones',
  staffIntro:
    'Trabajadores en misión en las empresas usuarias, con el plazo que permite la ley (Decreto 1072 de 2015, art. 2.2.6.5.6).',
  clientTitle: 'Trabajadores en misión',
  clientIntro: 'Las personas que la agencia tiene en misión en tu empresa, con sus fechas.',
  candidateTitle: 'Mis misiones',
  empty: 'No hay misiones que coincidan.',
  clientEmpty: 'Tu empresa todavía no tiene trabajadores en misión.',
  candidateEmpty: 'Todavía no tienes misiones. Cuando te contraten, aquí verás la empresa y las fechas.',
  create: 'Crear misión',
  created: 'Misión creada.',
  extend: 'Prorrogar',
  extended: (fin: string) => `Misión prorrogada hasta el ${fin}.`,
  end: 'Terminar misión',
  ended: 'Misión terminada.',
  notFound: 'Esa misión no existe o no está a tu alcance.',
  applicationNotFound: 'Esa contratación no existe o no está a tu alcance.',
  notHired: 'Solo se crea la misión de un candidato aprobado por la empresa o en contratación.',
  noCompany:
    'Esta vacante es de la agencia, no de una empresa cliente: una misión necesita la empresa usuaria. Asigna la vacante a una empresa antes de crear la misión.',
  exists: 'Esta contratación ya tiene su misión.',
  alreadyEnded: 'Esta misión ya terminó.',
  endBeforeStart: 'La fecha de terminación no puede ser anterior al inicio de la misión.',
  belowMinimum: (smmlv: string, day: string) =>
    `Para tiempo completo el salario no puede ser menor que el salario mínimo vigente el ${day}: ${smmlv}.`,
  causalLabel: 'Causal (Decreto 1072 de 2015, art. 2.2.6.5.6)',
  causalInvalid: 'Elige la causal de la misión.',
  replacedLabel: 'Persona reemplazada',
  replacedReasonLabel: 'Motivo de la ausencia',
  replacedReasonInvalid: 'Elige el motivo de la ausencia.',
  serviceLabel: 'Servicio (lo que hace el trabajador en la empresa)',
  serviceRequired: 'Escribe el servicio que presta el trabajador, como «Auxiliar de bodega».',
  startLabel: 'Inicio',
  plannedEndLabel: 'Fin previsto',
  newEndLabel: 'Nueva fecha de fin',
  salaryLabel: 'Salario mensual (COP)',
  salaryInvalid: 'Escribe el salario mensual en pesos, sin puntos ni signos.',
  fullTimeLabel: 'Jornada completa',
  endDayLabel: 'Fecha de terminación',
  endReasonLabel: 'Motivo de la terminación',
  endReasonInvalid: 'Elige el motivo de la terminación.',
  dayInvalid: 'Escribe la fecha como AAAA-MM-DD.',
  noteTooLong: 'Escribe la nota en máximo 500 caracteres.',
  legalLastDay: 'Fin máximo por ley',
  untilAbsenceEnds: 'Mientras dure la ausencia',
  extendedTag: 'Prorrogada',
  daysLeft: (days: number) =>
    days === 0 ? 'Termina hoy' : days === 1 ? 'Termina mañana' : `Faltan ${days} días`,
  overdue: (days: number) => (days === 1 ? 'Venció ayer' : `Venció hace ${days} días`),
} as const;

const day = (message: string = assignmentMessages.dayInvalid) =>
  z.string({ error: message }).refine(isCalendarDay, message);

export const assignmentExtensionSchema = z.object({
  fin_anterior: z.string(),
  fin_nuevo: z.string(),
  por: z.string(),
  en: z.string(),
  nota: z.string().nullable(),
});

export const assignmentSchema = z.object({
  id: z.number().int(),
  id_postulacion: z.number().int(),
  id_proceso: z.number().int().nullable(),
  trabajador: z.string(),
  id_empresa: z.number().int(),
  empresa: z.string(),
  cargo: z.string(),
  servicio: z.string(),
  causal: z.enum(ASSIGNMENT_CAUSALS),
  reemplazo_persona: z.string().nullable(),
  reemplazo_motivo: z.enum(REPLACEMENT_REASONS).nullable(),
  inicio: z.string(),
  fin_previsto: z.string(),
  /** The last day the law allows from where it stands; null for a replacement. */
  fin_maximo: z.string().nullable(),
  salario: z.number().int(),
  tiempo_completo: z.boolean(),
  estado: z.enum(ASSIGNMENT_STATES),
  /** Days to the planned end (negative once it passed); null once ended. */
  dias_restantes: z.number().int().nullable(),
  prorrogas: z.array(assignmentExtensionSchema),
  terminada_el: z.string().nullable(),
  motivo_terminacion: z.enum(END_REASONS).nullable(),
  /** The contract in force (issued, being signed or signed); null before the agency issues one. */
  contrato: contractSummarySchema.nullable(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentListSchema = z.array(assignmentSchema);

/** A hire that still needs its assignment: what the create form offers. */
export const pendingHireListSchema = z.array(
  z.object({
    id_postulacion: z.number().int(),
    trabajador: z.string(),
    cargo: z.string(),
    empresa: z.string(),
    estado: z.string(),
    salario: z.number().int(),
  }),
);
export type PendingHire = z.infer<typeof pendingHireListSchema>[number];

export const ASSIGNMENT_FILTERS = [
  'vigentes',
  'por_vencer',
  'vencidas',
  'prorrogadas',
  'terminadas',
  'todas',
] as const;
export type AssignmentFilter = (typeof ASSIGNMENT_FILTERS)[number];
export const assignmentFilterLabels: Record<AssignmentFilter, string> = {
  vigentes: 'Vigentes',
  por_vencer: 'Terminan en 30 días',
  vencidas: 'Fin previsto vencido',
  prorrogadas: 'Prorrogadas',
  terminadas: 'Terminadas',
  todas: 'Todas',
};

export const assignmentListQuerySchema = z.object({
  filtro: z.enum(ASSIGNMENT_FILTERS, { error: 'Ese filtro de misiones no existe.' }).default('vigentes'),
  empresa: rowId('Elige una empresa de la lista.').optional(),
});

export const assignmentParamsSchema = z.object({ id: rowId() });

const note = z
  .string()
  .trim()
  .max(500, assignmentMessages.noteTooLong)
  .optional()
  .transform((value) => value || null);

export const createAssignmentBodySchema = z
  .object({
    id_postulacion: bodyId(),
    causal: z.enum(ASSIGNMENT_CAUSALS, { error: assignmentMessages.causalInvalid }),
    reemplazo_persona: z.string().trim().max(120).optional(),
    reemplazo_motivo: z
      .enum(REPLACEMENT_REASONS, { error: assignmentMessages.replacedReasonInvalid })
      .optional(),
    servicio: z
      .string({ error: assignmentMessages.serviceRequired })
      .trim()
      .min(3, assignmentMessages.serviceRequired)
      .max(120, assignmentMessages.serviceRequired),
    inicio: day(),
    fin_previsto: day(),
    salario: z
      .number({ error: assignmentMessages.salaryInvalid })
      .int(assignmentMessages.salaryInvalid)
      .min(1, assignmentMessages.salaryInvalid)
      .max(1_000_000_000, assignmentMessages.salaryInvalid),
    tiempo_completo: z.boolean().default(true),
  })
  .refine((body) => body.causal !== 'reemplazo' || body.reemplazo_motivo, {
    message: assignmentMessages.replacedReasonInvalid,
    path: ['reemplazo_motivo'],
  });
export type CreateAssignmentBody = z.infer<typeof createAssignmentBodySchema>;

export const extendAssignmentBodySchema = z.object({ fin_nuevo: day(), nota: note });
export type ExtendAssignmentBody = z.infer<typeof extendAssignmentBodySchema>;

export const endAssignmentBodySchema = z.object({
  terminada_el: day(),
  motivo: z.enum(END_REASONS, { error: assignmentMessages.endReasonInvalid }),
  nota: note,
});
export type EndAssignmentBody = z.infer<typeof endAssignmentBodySchema>;
