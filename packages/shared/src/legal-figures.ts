import { z } from 'zod';
import { isCalendarDay } from './calendar-days';
import { rowId } from './ids';
import { formatCop } from './text';

/**
 * Figures the law sets and changes by date (the minimum wage each January, the weekly hours in steps,
 * the surcharges by July): each is a row "this value from this day, by this norm", never a constant,
 * so a payroll of last month and one of next month each use the figure in force on their own days
 * (decision 0064). Admins add the next value when its decree is out; past values stay as they were.
 */

export const LEGAL_FIGURES = {
  smmlv: { etiqueta: 'Salario mínimo mensual legal vigente (SMMLV)', unidad: 'pesos' },
  auxilio_transporte: { etiqueta: 'Auxilio de transporte', unidad: 'pesos' },
  jornada_maxima_semanal: { etiqueta: 'Jornada máxima semanal', unidad: 'horas' },
  hora_inicio_nocturna: { etiqueta: 'Hora en que empieza el trabajo nocturno', unidad: 'hora' },
  hora_fin_nocturna: { etiqueta: 'Hora en que termina el trabajo nocturno', unidad: 'hora' },
  recargo_nocturno: { etiqueta: 'Recargo por trabajo nocturno', unidad: 'porcentaje' },
  recargo_dominical_festivo: {
    etiqueta: 'Recargo por trabajo en domingo o festivo',
    unidad: 'porcentaje',
  },
  recargo_extra_diurna: { etiqueta: 'Recargo de la hora extra diurna', unidad: 'porcentaje' },
  recargo_extra_nocturna: { etiqueta: 'Recargo de la hora extra nocturna', unidad: 'porcentaje' },
} as const satisfies Record<string, { etiqueta: string; unidad: LegalFigureUnit }>;

/** `hora` is an hour of the day (19 = 7:00 p. m.). */
export type LegalFigureUnit = 'pesos' | 'horas' | 'hora' | 'porcentaje';
export type LegalFigureKey = keyof typeof LEGAL_FIGURES;
export const legalFigureKeys = Object.keys(LEGAL_FIGURES) as LegalFigureKey[];

export const legalFigureMessages = {
  title: 'Parámetros legales',
  intro:
    'Cifras que fija la ley y cambian con el tiempo. Cada valor rige desde su fecha hasta que empiece el siguiente; los cálculos de cada día usan el valor vigente ese día.',
  keyInvalid: 'Ese parámetro no existe.',
  valueInvalid: 'Escribe el valor como un número entero mayor que cero.',
  outOfRange: (unidad: LegalFigureUnit) =>
    ({
      hora: 'Escribe la hora del día de 1 a 23 (19 son las 7:00 p. m.).',
      horas: 'Escribe las horas de la semana, máximo 168.',
      porcentaje: 'Escribe el porcentaje como un número entero, máximo 1000.',
      pesos: 'Escribe el valor en pesos, máximo 1.000.000.000.',
    })[unidad],
  dayInvalid: 'Escribe la fecha de vigencia como AAAA-MM-DD.',
  sourceRequired: 'Escribe la norma que fija el valor (por ejemplo, «Decreto 1469 de 2025»).',
  sourceTooLong: 'Escribe la norma en máximo 200 caracteres.',
  duplicate: (day: string) =>
    `Ya hay un valor de este parámetro desde el ${day}. Si está errado, bórralo antes de registrar otro.`,
  pastDay:
    'Solo se registran valores que rigen desde hoy o después: los cálculos ya hechos con el valor anterior no cambian. Para corregir un valor pasado, pide el ajuste al administrador del sistema.',
  added: 'Valor registrado.',
  removed: 'Valor borrado.',
  notFound: 'Ese valor no existe.',
  inForce: 'Ese valor ya está en vigencia y no se puede borrar.',
  missing: (etiqueta: string, day: string) =>
    `No hay un valor de «${etiqueta}» vigente el ${day}. Un administrador debe registrarlo en Parámetros legales.`,
  add: 'Registrar valor',
  remove: 'Borrar',
  current: 'Vigente',
  upcoming: 'Próximo',
  past: 'Anterior',
} as const;

const UNIT_MAXIMUM: Record<LegalFigureUnit, number> = {
  hora: 23,
  horas: 168,
  porcentaje: 1000,
  pesos: 1_000_000_000,
};
const withinUnit = (unidad: LegalFigureUnit, valor: number) => valor <= UNIT_MAXIMUM[unidad];

/** A value as a person reads it: «$ 1.750.905», «42 horas», «35 %», «19:00». */
export function formatLegalFigure(unidad: LegalFigureUnit, valor: number): string {
  const number = valor.toLocaleString('es-CO');
  if (unidad === 'pesos') return formatCop(valor);
  if (unidad === 'horas') return `${number} horas`;
  if (unidad === 'porcentaje') return `${number} %`;
  return `${String(valor).padStart(2, '0')}:00`;
}

export const legalFigureValueSchema = z.object({
  id: z.number().int(),
  clave: z.enum(legalFigureKeys as [LegalFigureKey, ...LegalFigureKey[]]),
  vigente_desde: z.string(),
  valor: z.number().int(),
  fuente: z.string(),
  /** anterior | vigente | proximo, on the day asked. */
  estado: z.enum(['anterior', 'vigente', 'proximo']),
});
export type LegalFigureValue = z.infer<typeof legalFigureValueSchema>;

export const legalFigureListSchema = z.object({
  hoy: z.string(),
  parametros: z.array(
    z.object({
      clave: z.enum(legalFigureKeys as [LegalFigureKey, ...LegalFigureKey[]]),
      etiqueta: z.string(),
      unidad: z.enum(['pesos', 'horas', 'hora', 'porcentaje']),
      valores: z.array(legalFigureValueSchema),
    }),
  ),
});
export type LegalFigureList = z.infer<typeof legalFigureListSchema>;

export const addLegalFigureBodySchema = z
  .object({
    clave: z.enum(legalFigureKeys as [LegalFigureKey, ...LegalFigureKey[]], {
      error: legalFigureMessages.keyInvalid,
    }),
    vigente_desde: z
      .string({ error: legalFigureMessages.dayInvalid })
      .refine(isCalendarDay, legalFigureMessages.dayInvalid),
    valor: z
      .number({ error: legalFigureMessages.valueInvalid })
      .int(legalFigureMessages.valueInvalid)
      .min(1, legalFigureMessages.valueInvalid)
      .max(1_000_000_000, legalFigureMessages.valueInvalid),
    fuente: z
      .string({ error: legalFigureMessages.sourceRequired })
      .trim()
      .min(3, legalFigureMessages.sourceRequired)
      .max(200, legalFigureMessages.sourceTooLong),
  })
  .refine((body) => withinUnit(LEGAL_FIGURES[body.clave].unidad, body.valor), {
    path: ['valor'],
    error: (issue) =>
      legalFigureMessages.outOfRange(LEGAL_FIGURES[(issue.input as AddLegalFigureInput).clave].unidad),
  });
type AddLegalFigureInput = { clave: LegalFigureKey };
export type AddLegalFigureBody = z.infer<typeof addLegalFigureBodySchema>;

export const legalFigureParamsSchema = z.object({ id: rowId() });
