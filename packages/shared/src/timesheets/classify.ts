import { type HourKind, hourKindOf, surchargesOf } from './hour-kinds';
import { dayOf, dayStart, type LocalMinute, MINUTES_PER_DAY, mondayOf } from './local-time';
import type { FigureInForce, RestDay, TimeRules } from './rules';

/** Worked time, start inclusive and end exclusive, in local minutes. */
export interface Interval {
  start: LocalMinute;
  end: LocalMinute;
}

/** A stretch of worked time that is all of one kind, with the figures that made it so. */
export interface ClassifiedPiece extends Interval {
  day: string;
  kind: HourKind;
  /** The sum of the surcharges, in percent of the ordinary hour. */
  surcharge: number;
  /** Sunday, holiday or neither. */
  restDay: RestDay | null;
  /** Every figure the kind and the surcharge come from (the weekly limit, the night band, each surcharge). */
  rules: FigureInForce[];
}

interface DayRules {
  nightEnds: number;
  nightStarts: number;
  weeklyLimit: FigureInForce;
  nightStart: FigureInForce;
  nightEnd: FigureInForce;
  restDay: RestDay | null;
}

/**
 * Classifies worked time (sorted, not overlapping) into the kinds payroll pays (decision 0066):
 * - it is cut at each midnight and at the start and end of the night band in force that day
 *   (CST art. 160: 21:00 until 24 Dec 2025, 19:00 since; Ley 2466 de 2025, art. 10);
 * - within each week (Monday to Sunday) the hours up to the weekly limit in force on the day they are
 *   worked are ordinary, the rest overtime, in the order worked (Ley 2101 de 2021, art. 3);
 * - Sundays and holidays carry their own surcharge (CST art. 179), added to the night or overtime one.
 */
export function classifyWork(intervals: readonly Interval[], rules: TimeRules): ClassifiedPiece[] {
  const dayRules = new Map<string, DayRules>();
  const rulesOn = (day: string) => {
    let found = dayRules.get(day);
    if (!found) {
      const nightStart = rules.figure('hora_inicio_nocturna', day);
      const nightEnd = rules.figure('hora_fin_nocturna', day);
      found = {
        nightStart,
        nightEnd,
        nightStarts: nightStart.valor * 60,
        nightEnds: nightEnd.valor * 60,
        weeklyLimit: rules.figure('jornada_maxima_semanal', day),
        restDay: rules.restDay(day),
      };
      dayRules.set(day, found);
    }
    return found;
  };

  const pieces: ClassifiedPiece[] = [];
  let week = '';
  let workedThisWeek = 0;
  const add = (start: number, end: number, day: string, night: boolean, overtime: boolean) => {
    const today = rulesOn(day);
    const traits = { overtime, night, restDay: today.restDay !== null };
    const surcharges = surchargesOf(traits).map((clave) => rules.figure(clave, day));
    const reasons = [
      ...(overtime ? [today.weeklyLimit] : []),
      ...(night ? [today.nightStart, today.nightEnd] : []),
    ];
    pieces.push({
      start,
      end,
      day,
      kind: hourKindOf(traits),
      surcharge: surcharges.reduce((sum, figure) => sum + figure.valor, 0),
      restDay: today.restDay,
      rules: [...reasons, ...surcharges],
    });
  };

  for (const interval of intervals) {
    let cursor = interval.start;
    while (cursor < interval.end) {
      const day = dayOf(cursor);
      const today = rulesOn(day);
      const midnight = dayStart(day);
      const inDay = cursor - midnight;
      const night = inDay < today.nightEnds || inDay >= today.nightStarts;
      const nextBoundary =
        inDay < today.nightEnds
          ? today.nightEnds
          : inDay < today.nightStarts
            ? today.nightStarts
            : MINUTES_PER_DAY;
      const end = Math.min(interval.end, midnight + nextBoundary);

      const monday = mondayOf(day);
      if (monday !== week) [week, workedThisWeek] = [monday, 0];
      const ordinaryLeft = Math.max(0, today.weeklyLimit.valor * 60 - workedThisWeek);
      const ordinaryEnd = Math.min(end, cursor + ordinaryLeft);
      if (ordinaryEnd > cursor) add(cursor, ordinaryEnd, day, night, false);
      if (end > ordinaryEnd) add(ordinaryEnd, end, day, night, true);
      workedThisWeek += end - cursor;
      cursor = end;
    }
  }
  return pieces;
}

/** Worked time of a shift: its span minus its breaks (breaks lie inside the span and do not overlap). */
export function workedIntervals(shift: Interval & { breaks: readonly Interval[] }): Interval[] {
  const breaks = [...shift.breaks].sort((a, b) => a.start - b.start);
  const worked: Interval[] = [];
  let cursor = shift.start;
  for (const pause of breaks) {
    if (pause.start > cursor) worked.push({ start: cursor, end: pause.start });
    cursor = Math.max(cursor, pause.end);
  }
  if (shift.end > cursor) worked.push({ start: cursor, end: shift.end });
  return worked;
}
