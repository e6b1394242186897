import type { Interval } from './classify';
import { dayStart, MINUTES_PER_DAY } from './local-time';
import { type ShiftBody, timesheetMessages as messages } from './timesheet';

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export interface ShiftSpan extends Interval {
  breaks: Interval[];
  worked: number;
}

/**
 * A shift as entered (a day, two clock times and the breaks) on the local-minute line: an end at or
 * before the start is the next day, so no shift reaches 24 hours; a break is placed at its first
 * occurrence after the shift starts and must end within the shift.
 */
export function shiftSpan(body: ShiftBody): { ok: true; span: ShiftSpan } | { ok: false; motivo: string } {
  const start = dayStart(body.fecha) + minutesOf(body.inicio);
  const endClock = minutesOf(body.fin);
  if (endClock === minutesOf(body.inicio)) return { ok: false, motivo: messages.sameStartEnd };
  const end = dayStart(body.fecha) + endClock + (endClock < minutesOf(body.inicio) ? MINUTES_PER_DAY : 0);

  const breaks: Interval[] = [];
  for (const pause of body.descansos) {
    let from = dayStart(body.fecha) + minutesOf(pause.inicio);
    if (from < start) from += MINUTES_PER_DAY;
    let to = from - minutesOf(pause.inicio) + minutesOf(pause.fin);
    if (to <= from) to += MINUTES_PER_DAY;
    if (to > end || from >= end) return { ok: false, motivo: messages.breakOutside };
    breaks.push({ start: from, end: to });
  }
  breaks.sort((a, b) => a.start - b.start);
  for (let index = 1; index < breaks.length; index += 1)
    if (breaks[index]!.start < breaks[index - 1]!.end) return { ok: false, motivo: messages.breaksOverlap };
  const worked = end - start - breaks.reduce((sum, pause) => sum + pause.end - pause.start, 0);
  if (worked <= 0) return { ok: false, motivo: messages.nothingWorked };
  return { ok: true, span: { start, end, breaks, worked } };
}
