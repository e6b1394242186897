import { type HourKind, hourKindOf, surchargesOf } from './hour-kinds';
import { dayIndexOf, dayName, type LocalMinute, MINUTES_PER_DAY, mondayIndexOf } from './local-time';
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

interface KindOnDay {
  kind: HourKind;
  surcharge: number;
  rules: FigureInForce[];
}

interface DayRules {
  day: string;
  nightEnds: number;
  nightStarts: number;
  weeklyLimit: number;
  restDay: RestDay | null;
  /** The eight kinds as they stand that day, made once and shared by every piece of the day. */
  kinds: Map<string, KindOnDay>;
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
  const pieces: ClassifiedPiece[] = [];
  let week = Number.NaN;
  let workedThisWeek = 0;
  let today: DayRules | undefined;
  let todayIndex = Number.NaN;

  const kindOn = (rulesToday: DayRules, night: boolean, overtime: boolean): KindOnDay => {
    const key = `${night}${overtime}`;
    let found = rulesToday.kinds.get(key);
    if (!found) {
      const { day } = rulesToday;
      const traits = { overtime, night, restDay: rulesToday.restDay !== null };
      const surcharges = surchargesOf(traits).map((clave) => rules.figure(clave, day));
      const reasons = [
        ...(overtime ? [rules.figure('jornada_maxima_semanal', day)] : []),
        ...(night ? [rules.figure('hora_inicio_nocturna', day), rules.figure('hora_fin_nocturna', day)] : []),
      ];
      found = {
        kind: hourKindOf(traits),
        surcharge: surcharges.reduce((sum, figure) => sum + figure.valor, 0),
        rules: [...reasons, ...surcharges],
      };
      rulesToday.kinds.set(key, found);
    }
    return found;
  };

  for (const interval of intervals) {
    let cursor = interval.start;
    while (cursor < interval.end) {
      const index = dayIndexOf(cursor);
      if (index !== todayIndex) [today, todayIndex] = [rulesOnDay(rules, dayName(index)), index];
      const rulesToday = today!;
      const midnight = index * MINUTES_PER_DAY;
      const inDay = cursor - midnight;
      const night = inDay < rulesToday.nightEnds || inDay >= rulesToday.nightStarts;
      const nextBoundary =
        inDay < rulesToday.nightEnds
          ? rulesToday.nightEnds
          : inDay < rulesToday.nightStarts
            ? rulesToday.nightStarts
            : MINUTES_PER_DAY;
      const end = Math.min(interval.end, midnight + nextBoundary);

      const monday = mondayIndexOf(index);
      if (monday !== week) [week, workedThisWeek] = [monday, 0];
      const ordinaryEnd = Math.min(end, cursor + Math.max(0, rulesToday.weeklyLimit - workedThisWeek));
      for (const [from, to, overtime] of [
        [cursor, ordinaryEnd, false],
        [ordinaryEnd, end, true],
      ] as const) {
        if (to <= from) continue;
        const { kind, surcharge, rules: reasons } = kindOn(rulesToday, night, overtime);
        pieces.push({
          start: from,
          end: to,
          day: rulesToday.day,
          kind,
          surcharge,
          restDay: rulesToday.restDay,
          rules: reasons,
        });
      }
      workedThisWeek += end - cursor;
      cursor = end;
    }
  }
  return pieces;
}

const dayRulesCache = new WeakMap<TimeRules, Map<string, DayRules>>();
/** A day's night band, weekly limit and rest day, read once per set of rules. */
function rulesOnDay(rules: TimeRules, day: string): DayRules {
  let cache = dayRulesCache.get(rules);
  if (!cache) dayRulesCache.set(rules, (cache = new Map()));
  let found = cache.get(day);
  if (!found) {
    found = {
      day,
      nightStarts: rules.figure('hora_inicio_nocturna', day).valor * 60,
      nightEnds: rules.figure('hora_fin_nocturna', day).valor * 60,
      weeklyLimit: rules.figure('jornada_maxima_semanal', day).valor * 60,
      restDay: rules.restDay(day),
      kinds: new Map(),
    };
    cache.set(day, found);
  }
  return found;
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
