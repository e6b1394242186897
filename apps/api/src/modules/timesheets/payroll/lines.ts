import type { ClassifiedPiece } from '@portal/shared/timesheets/classify';
import { type HourKind, isOvertime, surchargesOf, traitsOf } from '@portal/shared/timesheets/hour-kinds';
import { monthlyHours, type TimeRules } from '@portal/shared/timesheets/rules';

/** The worker and assignment a payroll row is about. */
export interface PayrollWorker {
  id_mision: number;
  documento: string;
  trabajador: string;
  id_empresa: number;
  empresa: string;
  nit: string;
  cargo: string;
  salario: number;
}

/** Minutes of one kind on one day: a classified piece, or an adjustment (negative to take some off). */
export interface DayMinutes {
  day: string;
  kind: HourKind;
  minutes: number;
}

/** One payroll row: a worker's hours of one kind at one surcharge and one ordinary hour value. */
export interface PayrollLine {
  worker: PayrollWorker;
  kind: HourKind;
  surcharge: number;
  minutes: number;
  /** The salary over the month's hours in force on the days worked (44 → 220, 42 → 210). */
  hourValue: number;
  /** The norms behind the surcharge and the kind, each once. */
  norms: string[];
}

export const piecesAsMinutes = (pieces: ClassifiedPiece[]): DayMinutes[] =>
  pieces.map((piece) => ({ day: piece.day, kind: piece.kind, minutes: piece.end - piece.start }));

/**
 * A worker's payroll rows for a period: each day's minutes (classified or adjusted) priced with the
 * figures in force that day (decision 0066), summed by kind, surcharge and hour value.
 */
export function payrollLines(worker: PayrollWorker, minutes: DayMinutes[], rules: TimeRules): PayrollLine[] {
  const lines = new Map<string, PayrollLine>();
  for (const entry of minutes) {
    const price = priceOf(rules, entry.day, entry.kind);
    const key = `${entry.kind}:${price.surcharge}:${price.monthlyHours}`;
    const line = lines.get(key);
    if (line) {
      line.minutes += entry.minutes;
      for (const norm of price.norms) if (!line.norms.includes(norm)) line.norms.push(norm);
    } else
      lines.set(key, {
        worker,
        kind: entry.kind,
        surcharge: price.surcharge,
        minutes: entry.minutes,
        hourValue: worker.salario / price.monthlyHours,
        norms: [...price.norms],
      });
  }
  return [...lines.values()].filter((line) => line.minutes !== 0);
}

interface Price {
  surcharge: number;
  monthlyHours: number;
  norms: string[];
}
const prices = new WeakMap<TimeRules, Map<string, Price>>();

/** A kind's surcharge, the month's hours and the norms behind them on a day, worked out once per set of rules. */
function priceOf(rules: TimeRules, day: string, kind: HourKind): Price {
  let cache = prices.get(rules);
  if (!cache) prices.set(rules, (cache = new Map()));
  const key = `${day}|${kind}`;
  let price = cache.get(key);
  if (!price) {
    const traits = traitsOf(kind);
    const figures = surchargesOf(traits).map((clave) => rules.figure(clave, day));
    const limit = rules.figure('jornada_maxima_semanal', day);
    const reasons = [
      ...figures,
      ...(traits.overtime ? [limit] : []),
      ...(traits.night ? [rules.figure('hora_inicio_nocturna', day)] : []),
    ];
    price = {
      surcharge: figures.reduce((sum, figure) => sum + figure.valor, 0),
      monthlyHours: monthlyHours(limit.valor),
      norms: reasons.map((figure) => figure.fuente),
    };
    cache.set(key, price);
  }
  return price;
}

/** What the hours are worth in full, and what is paid on top of the monthly salary. */
export function lineValues(line: Pick<PayrollLine, 'kind' | 'surcharge' | 'minutes' | 'hourValue'>) {
  const hours = line.minutes / 60;
  const full = hours * line.hourValue * (1 + line.surcharge / 100);
  // Ordinary hours are already in the salary: only their surcharge is added. Overtime is paid whole.
  const extra = isOvertime(line.kind) ? full : hours * line.hourValue * (line.surcharge / 100);
  return { hours, full: Math.round(full), extra: Math.round(extra) };
}
