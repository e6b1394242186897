import { z } from 'zod';
import { isCalendarDay } from '../calendar-days';
import { bodyId, rowId } from '../ids';
import { LEGAL_FIGURES, type LegalFigureKey, legalFigureKeys } from '../legal-figures';
import { HOUR_KINDS } from './hour-kinds';

/**
 * Time and attendance on assignment (issue 32; decision 0066): shifts entered by the worker or the
 * company, a weekly timesheet with each hour classified, the company's approval, the agency's
 * payroll periods and their export.
 */

export const WEEK_STATES = ['sin_turnos', 'pendiente', 'aprobada', 'devuelta'] as const;
export type WeekState = (typeof WEEK_STATES)[number];
export const weekStateLabels: Record<WeekState, string> = {
  sin_turnos: 'Sin turnos',
  pendiente: 'Espera aprobación de la empresa',
  aprobada: 'Aprobada',
  devuelta: 'Devuelta para corregir',
};

export const SHIFT_SOURCES = ['trabajador', 'empresa', 'importacion'] as const;
export type ShiftSource = (typeof SHIFT_SOURCES)[number];
export const shiftSourceLabels: Record<ShiftSource, string> = {
  trabajador: 'Registrado por el trabajador',
  empresa: 'Registrado por la empresa',
  importacion: 'Importado por la empresa',
};

export const MAX_BREAKS = 4;
export const MAX_COMMENT = 500;

export const timesheetMessages = {
  candidateTitle: 'Mis horas',
  clientTitle: 'Horas por aprobar',
  clientIntro:
    'Revisa las horas que registraron tus trabajadores en misión. Aprueba la semana o devuélvela con un comentario para que la corrijan.',
  staffTitle: 'Nómina',
  dayInvalid: 'Escribe la fecha del turno como AAAA-MM-DD.',
  timeInvalid: 'Escribe la hora como HH:MM, de 00:00 a 23:59.',
  sameStartEnd: 'La hora de salida no puede ser igual a la de entrada.',
  breakOutside: 'Cada descanso debe quedar dentro del turno.',
  breaksOverlap: 'Los descansos no pueden cruzarse entre sí.',
  tooManyBreaks: `Registra máximo ${MAX_BREAKS} descansos por turno.`,
  nothingWorked: 'Los descansos cubren todo el turno: no queda tiempo trabajado.',
  overlaps: (day: string, from: string, to: string) =>
    `Ese turno se cruza con otro ya registrado el ${day} de ${from} a ${to}.`,
  outsideAssignment: (from: string, to: string) =>
    `El turno debe quedar dentro de la misión: del ${from} al ${to}.`,
  overlapsElsewhere:
    'Ese turno se cruza con otro que el trabajador tiene registrado: revisa las horas con él.',
  notYet: 'Ese turno todavía no ha terminado: regístralo cuando termine.',
  weekLocked: 'Esa semana ya fue aprobada: sus turnos no se cambian. Pide a la agencia un ajuste.',
  periodClosed: 'Ese día pertenece a un periodo de nómina cerrado: ya no se cambia.',
  entrantsOnly:
    'Las horas las registran el trabajador o la empresa usuaria; la agencia las corrige con un ajuste.',
  shiftSaved: 'Turno guardado.',
  shiftRemoved: 'Turno borrado.',
  shiftNotFound: 'Ese turno no existe o no está a tu alcance.',
  assignmentNotFound: 'Esa misión no existe o no está a tu alcance.',
  weekInvalid: 'Elige la semana por su lunes, como AAAA-MM-DD.',
  weekNotOver: 'La semana todavía no termina: se aprueba desde el lunes siguiente.',
  nothingToReview: 'Esa semana no tiene turnos de esas misiones por revisar.',
  alreadyApproved: 'Esa semana ya estaba aprobada.',
  commentRequired: 'Escribe qué hay que corregir para devolver la semana.',
  commentTooLong: `Escribe el comentario en máximo ${MAX_COMMENT} caracteres.`,
  chooseWorkers: 'Elige al menos un trabajador.',
  tooManyWorkers: 'Revisa máximo 500 trabajadores a la vez.',
  approved: (count: number) => (count === 1 ? 'Semana aprobada.' : `${count} semanas aprobadas.`),
  returned: (count: number) =>
    count === 1 ? 'Semana devuelta al trabajador.' : `${count} semanas devueltas a los trabajadores.`,
  // The screens (web): the worker's 'Mis horas' and the company's review.
  addShift: 'Registrar un turno',
  approvedNotice:
    'Esta semana está aprobada: sus turnos ya no se cambian. Para corregir algo, pide un ajuste a la agencia.',
  closedNotice: 'Esta semana está en un periodo de nómina cerrado: sus turnos ya no se cambian.',
  returnedNotice: 'La empresa devolvió esta semana para corregirla:',
  earlierComment: 'Comentario de la empresa al devolverla:',
  clientEmpty: 'No tienes trabajadores en misión esa semana.',
  notOverYet: (sunday: string) =>
    `La semana termina el ${sunday}: podrás aprobarla o devolverla desde el lunes.`,
  chooseToReview: 'Marca la casilla de cada trabajador cuya semana quieras aprobar o devolver.',
  approveTitle: (who: string) => `¿Aprobar la semana de ${who}?`,
  approveBody: 'Una vez aprobada, sus turnos ya no se cambian; la agencia la usa para la nómina.',
  returnTitle: (who: string) => `¿Devolver la semana de ${who}?`,
  returnLabel: 'Qué hay que corregir',
  returnAudience: 'El trabajador lee este comentario en «Mis horas».',
} as const;

/** A calendar day the portal's time can be about: this century's (a year 9999 or 0001 is a typing slip). */
export const timeDay = (message: string) =>
  z
    .string({ error: message })
    .refine((day) => isCalendarDay(day) && day >= '2000-01-01' && day <= '2099-12-31', message);
const calendarDay = timeDay;
const clock = z
  .string({ error: timesheetMessages.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, timesheetMessages.timeInvalid);

/** A shift as a person enters it: the day it starts, from and to (past midnight when `fin` ≤ `inicio`). */
export const shiftBodySchema = z.object({
  fecha: calendarDay(timesheetMessages.dayInvalid),
  inicio: clock,
  fin: clock,
  descansos: z
    .array(z.object({ inicio: clock, fin: clock }), { error: timesheetMessages.breakOutside })
    .max(MAX_BREAKS, timesheetMessages.tooManyBreaks)
    .default([]),
});
export type ShiftBody = z.infer<typeof shiftBodySchema>;

export const shiftParamsSchema = z.object({ id: rowId() });
export const weekQuerySchema = z.object({ semana: calendarDay(timesheetMessages.weekInvalid).optional() });

const figureKeySchema = z.enum(legalFigureKeys as [LegalFigureKey, ...LegalFigureKey[]]);
export const appliedRuleSchema = z.object({
  clave: figureKeySchema,
  etiqueta: z.string(),
  valor: z.number(),
  vigente_desde: z.string(),
  fuente: z.string(),
});
export type AppliedRule = z.infer<typeof appliedRuleSchema>;
export const ruleLabel = (clave: LegalFigureKey) => LEGAL_FIGURES[clave].etiqueta;

export const hourKindSchema = z.enum(HOUR_KINDS);
export const classifiedHoursSchema = z.object({
  tipo: hourKindSchema,
  minutos: z.number().int(),
  recargo: z.number().int(),
  reglas: z.array(appliedRuleSchema),
});

export const shiftSchema = z.object({
  id: z.number().int(),
  fecha: z.string(),
  inicio: z.string(),
  fin: z.string(),
  dia_siguiente: z.boolean(),
  descansos: z.array(z.object({ inicio: z.string(), fin: z.string() })),
  minutos: z.number().int(),
  origen: z.enum(SHIFT_SOURCES),
});
export type Shift = z.infer<typeof shiftSchema>;

export const timesheetSchema = z.object({
  id_mision: z.number().int(),
  trabajador: z.string(),
  cargo: z.string(),
  empresa: z.string(),
  /** Monday and Sunday of the week. */
  semana: z.string(),
  fin_semana: z.string(),
  /** The first and last day shifts may be entered in (the assignment's, and never after today). */
  desde: z.string(),
  hasta: z.string(),
  estado: z.enum(WEEK_STATES),
  comentario: z.string().nullable(),
  revisada_en: z.string().nullable(),
  editable: z.boolean(),
  turnos: z.array(shiftSchema),
  dias: z.array(
    z.object({
      dia: z.string(),
      descanso: z.enum(['domingo', 'festivo']).nullable(),
      horas: z.array(classifiedHoursSchema),
    }),
  ),
  totales: z.array(classifiedHoursSchema.omit({ reglas: true })),
  total_minutos: z.number().int(),
  /** The weekly limits in force during the week (two when the law changes mid-week). */
  limites: z.array(appliedRuleSchema),
  /** The agency's corrections to the approved week (they count in the payroll, not in `dias`). */
  ajustes: z.array(
    z.object({ dia: z.string(), tipo: hourKindSchema, minutos: z.number().int(), motivo: z.string() }),
  ),
});
export type Timesheet = z.infer<typeof timesheetSchema>;

/** The company's review list: each worker's week with its totals. */
export const weekSummarySchema = z.object({
  id_mision: z.number().int(),
  trabajador: z.string(),
  cargo: z.string(),
  estado: z.enum(WEEK_STATES),
  comentario: z.string().nullable(),
  total_minutos: z.number().int(),
  totales: timesheetSchema.shape.totales,
});
export const weekReviewListSchema = z.object({
  semana: z.string(),
  fin_semana: z.string(),
  terminada: z.boolean(),
  semanas: z.array(weekSummarySchema),
});
export type WeekReviewList = z.infer<typeof weekReviewListSchema>;

export const reviewBodySchema = z
  .object({
    semana: calendarDay(timesheetMessages.weekInvalid),
    misiones: z
      .array(bodyId())
      .min(1, timesheetMessages.chooseWorkers)
      .max(500, timesheetMessages.tooManyWorkers),
    decision: z.enum(['aprobar', 'devolver'], { error: 'Elige si apruebas o devuelves la semana.' }),
    comentario: z.string().trim().max(MAX_COMMENT, timesheetMessages.commentTooLong).optional(),
  })
  .refine((body) => body.decision === 'aprobar' || (body.comentario ?? '').length > 0, {
    path: ['comentario'],
    error: timesheetMessages.commentRequired,
  });
export type ReviewBody = z.infer<typeof reviewBodySchema>;
