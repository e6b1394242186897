import { z } from 'zod';
import { addDays, addMonths } from '../calendar-days';
import { rowId } from '../ids';
import { reportFormatSchema } from '../report-format';
import { HOUR_KINDS } from './hour-kinds';
import { MAX_COMMENT, timeDay, WEEK_STATES } from './timesheet';

/**
 * Payroll periods (issue 32 items 3 and 4): a quincena (1–15, 16–end) or a month, closed by the
 * agency once every week in it is approved, then exported for payroll and billing.
 */
export const PERIOD_TYPES = ['quincena', 'mes'] as const;

/** Closing covers every company, so only the admin closes; the admin and the directors adjust hours. */
export const PAYROLL_CLOSE_ROLES = ['admin'] as const;
export const PAYROLL_ADJUST_ROLES = ['admin', 'director'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];
export const periodTypeLabels: Record<PeriodType, string> = { quincena: 'Quincena', mes: 'Mes' };

export const payrollMessages = {
  title: 'Nómina',
  intro:
    'Cierra cada periodo cuando las empresas hayan aprobado todas sus semanas y descarga el archivo para la nómina y el resumen para facturar.',
  periodStartInvalid: 'Una quincena empieza el día 1 o el 16; un mes, el día 1.',
  periodNotOver: 'El periodo todavía no termina: se cierra desde el día siguiente a su último día.',
  weeksPending: (count: number) =>
    count === 1
      ? 'Falta 1 semana por aprobar en el periodo: la empresa debe aprobarla antes de cerrar.'
      : `Faltan ${count} semanas por aprobar en el periodo: las empresas deben aprobarlas antes de cerrar.`,
  overlapsClosed: 'Ese periodo se cruza con otro ya cerrado.',
  closed: 'Periodo cerrado. Ya puedes descargar la nómina y el resumen para facturar.',
  periodNotFound: 'Ese periodo no existe o no está cerrado.',
  adjustmentSaved: 'Ajuste registrado.',
  adjustmentWeekNotApproved:
    'Solo se ajustan horas de una semana aprobada; antes, la empresa o el trabajador corrigen los turnos.',
  adjustmentPeriodClosed: 'Ese día pertenece a un periodo de nómina cerrado: sus horas ya no se ajustan.',
  adjustmentRestDayKind: 'Ese día es domingo o festivo: elige un tipo de hora dominical o festiva.',
  adjustmentWorkingDayKind:
    'Ese día no es domingo ni festivo: elige un tipo de hora ordinaria o extra que no sea dominical.',
  adjustmentBelowZero:
    'El ajuste deja negativas las horas de ese tipo en ese día: revisa cuántas horas quitas.',
  adjustmentPastDay: 'Con el ajuste, ese día pasaría de 24 horas trabajadas.',
  adjustmentHoursInvalid:
    'Escribe las horas del ajuste, positivas o negativas, hasta 24 y distintas de cero.',
  reasonRequired: 'Escribe el motivo del ajuste.',
  reasonTooLong: `Escribe el motivo en máximo ${MAX_COMMENT} caracteres.`,
  kindInvalid: 'Elige el tipo de hora del ajuste.',
  workerRequired: 'Elige el trabajador.',
  close: 'Cerrar periodo',
  closeConfirmTitle: '¿Cerrar el periodo?',
  closeConfirmBody:
    'Una vez cerrado, sus horas ya no se ajustan y la nómina y el resumen para facturar quedan listos para descargar.',
  closeRoles: 'Solo el administrador cierra el periodo, porque abarca a todas las empresas.',
  allApproved: 'Todas las semanas con turnos del periodo están aprobadas.',
  pendingTitle: 'Semanas por aprobar',
  closedTitle: 'Periodos cerrados',
  noClosedPeriods: 'Todavía no hay periodos cerrados.',
  downloadFailed: 'No pudimos descargar el archivo. Intenta de nuevo.',
  adjust: 'Ajustar horas',
  adjustIntro:
    'Suma o resta horas de un tipo en un día de una semana ya aprobada, en un periodo sin cerrar. El motivo queda en la auditoría.',
  adjustHoursHint: 'Con coma para los decimales y signo menos para restar: 1,5 o -2.',
} as const;

const lastDayOfMonth = (day: string) => addDays(addMonths(`${day.slice(0, 7)}-01`, 1), -1);

/** The last day of the period that starts on `inicio`; null when no period of that type starts then. */
export function periodEnd(tipo: PeriodType, inicio: string): string | null {
  const date = inicio.slice(8);
  if (tipo === 'mes') return date === '01' ? lastDayOfMonth(inicio) : null;
  if (date === '01') return `${inicio.slice(0, 8)}15`;
  return date === '16' ? lastDayOfMonth(inicio) : null;
}

export const periodQuerySchema = z
  .object({
    tipo: z.enum(PERIOD_TYPES, { error: payrollMessages.periodStartInvalid }),
    inicio: timeDay(payrollMessages.periodStartInvalid),
  })
  .refine((query) => periodEnd(query.tipo, query.inicio) !== null, {
    path: ['inicio'],
    error: payrollMessages.periodStartInvalid,
  });
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

export const pendingWeekSchema = z.object({
  id_mision: z.number().int(),
  trabajador: z.string(),
  empresa: z.string(),
  semana: z.string(),
  estado: z.enum(WEEK_STATES),
});

export const periodStatusSchema = z.object({
  tipo: z.enum(PERIOD_TYPES),
  inicio: z.string(),
  fin: z.string(),
  /** Set once closed. */
  id_periodo: z.number().int().nullable(),
  cerrado_en: z.string().nullable(),
  terminado: z.boolean(),
  trabajadores: z.number().int(),
  semanas_pendientes: z.array(pendingWeekSchema),
});
export type PeriodStatus = z.infer<typeof periodStatusSchema>;

export const closedPeriodListSchema = z.array(
  z.object({
    id_periodo: z.number().int(),
    tipo: z.enum(PERIOD_TYPES),
    inicio: z.string(),
    fin: z.string(),
    cerrado_en: z.string(),
    cerrado_por: z.string(),
  }),
);
export type ClosedPeriodList = z.infer<typeof closedPeriodListSchema>;

export const periodParamsSchema = z.object({ id: rowId() });
export const exportQuerySchema = z.object({ formato: reportFormatSchema });

export const adjustmentBodySchema = z.object({
  dia: timeDay('Escribe el día del ajuste como AAAA-MM-DD.'),
  tipo: z.enum(HOUR_KINDS, { error: payrollMessages.kindInvalid }),
  horas: z
    .number({ error: payrollMessages.adjustmentHoursInvalid })
    .min(-24, payrollMessages.adjustmentHoursInvalid)
    .max(24, payrollMessages.adjustmentHoursInvalid)
    .refine((hours) => Math.round(hours * 60) !== 0, payrollMessages.adjustmentHoursInvalid),
  motivo: z
    .string({ error: payrollMessages.reasonRequired })
    .trim()
    .min(3, payrollMessages.reasonRequired)
    .max(MAX_COMMENT, payrollMessages.reasonTooLong),
});
export type AdjustmentBody = z.infer<typeof adjustmentBodySchema>;

/** The payroll file's columns, one row per worker and kind of hour (and surcharge). */
export const PAYROLL_COLUMNS = [
  'Documento',
  'Trabajador',
  'Empresa usuaria',
  'Cargo',
  'Concepto',
  'Horas',
  'Recargo (%)',
  'Valor hora ordinaria',
  'Valor de las horas',
  'Valor adicional al salario',
  'Norma',
] as const;

/** The billing summary's columns: per company and position, each kind of hour. */
export const BILLING_COLUMNS = [
  'Empresa usuaria',
  'NIT',
  'Cargo',
  'Trabajadores',
  'Concepto',
  'Horas',
  'Recargo (%)',
  'Valor de las horas',
] as const;
