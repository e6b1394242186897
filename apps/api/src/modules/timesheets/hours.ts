import { addDays } from '@portal/shared/calendar-days';
import { type ClassifiedPiece, classifyWork, workedIntervals } from '@portal/shared/timesheets/classify';
import { HOUR_KINDS, type HourKind } from '@portal/shared/timesheets/hour-kinds';
import {
  clockText,
  dayStart,
  instantOf,
  localMinuteOf,
  type LocalMinute,
} from '@portal/shared/timesheets/local-time';
import type { FigureInForce, TimeRules } from '@portal/shared/timesheets/rules';
import {
  type AppliedRule,
  ruleLabel,
  type Shift,
  type ShiftSource,
} from '@portal/shared/timesheets/timesheet';
import type { ShiftRow } from './repository.js';

/** A stored shift on the local-minute line, with its breaks. */
export function spanOf(row: Pick<ShiftRow, 'inicio' | 'fin' | 'descansos'>) {
  const start = localMinuteOf(row.inicio);
  return {
    start,
    end: localMinuteOf(row.fin),
    breaks: row.descansos.map((pause) => ({ start: start + pause.desde, end: start + pause.hasta })),
  };
}

/** The classified pieces of one assignment's shifts (any order), the weeks' overtime counted from Monday. */
export const classifyShifts = (rows: ShiftRow[], rules: TimeRules) => classifySpans(rows.map(spanOf), rules);

export function classifySpans(spans: ReturnType<typeof spanOf>[], rules: TimeRules): ClassifiedPiece[] {
  const intervals = spans.sort((a, b) => a.start - b.start).flatMap(workedIntervals);
  return classifyWork(intervals, rules);
}

/** What a shift looks like to a reader: the clock times, the breaks, the minutes worked. */
export function presentShift(row: ShiftRow): Shift {
  const span = spanOf(row);
  return {
    id: row.id_turno,
    fecha: row.fecha,
    inicio: clockText(span.start),
    fin: clockText(span.end),
    dia_siguiente: span.end >= dayStart(addDays(row.fecha, 1)),
    descansos: span.breaks.map((pause) => ({ inicio: clockText(pause.start), fin: clockText(pause.end) })),
    minutos: row.minutos,
    origen: row.origen as ShiftSource,
  };
}

export const appliedRule = (figure: FigureInForce): AppliedRule => ({
  ...figure,
  etiqueta: ruleLabel(figure.clave),
});

export interface HoursOfKind {
  tipo: HourKind;
  recargo: number;
  minutos: number;
  reglas: AppliedRule[];
}

/** Pieces summed by kind and surcharge (a week across 1 July has two Sunday rates), in the kinds' order. */
export function sumByKind(pieces: Iterable<ClassifiedPiece>): HoursOfKind[] {
  const sums = new Map<string, HoursOfKind>();
  for (const piece of pieces) {
    const key = `${piece.kind}:${piece.surcharge}`;
    const sum = sums.get(key);
    if (sum) sum.minutos += piece.end - piece.start;
    else
      sums.set(key, {
        tipo: piece.kind,
        recargo: piece.surcharge,
        minutos: piece.end - piece.start,
        reglas: piece.rules.map(appliedRule),
      });
  }
  return [...sums.values()].sort(
    (a, b) => HOUR_KINDS.indexOf(a.tipo) - HOUR_KINDS.indexOf(b.tipo) || a.recargo - b.recargo,
  );
}

/** The instants that bound the days [from, to] in Bogotá. */
export const daysSpan = (from: string, to: string): [Date, Date] => [
  instantOf(dayStart(from)),
  instantOf(dayStart(addDays(to, 1))),
];

export const nowMinute = (now: Date): LocalMinute => localMinuteOf(now);
