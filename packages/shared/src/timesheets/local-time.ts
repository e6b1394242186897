import { addDays } from '../calendar-days';

/**
 * Shift times as Bogotá's wall clock, counted in whole minutes from 1970-01-01 00:00. Colombia keeps
 * UTC−5 all year, so a minute count is exact and a day is always 1,440 minutes.
 */
export type LocalMinute = number;
export const MINUTES_PER_DAY = 1440;

const EPOCH_DAY = '1970-01-01';

export function dayStart(day: string): LocalMinute {
  return Date.parse(`${day}T00:00:00Z`) / 60_000;
}

/** Days since 1970-01-01 of a minute (the classifier's cheap key for a day). */
export const dayIndexOf = (minute: LocalMinute) => Math.floor(minute / MINUTES_PER_DAY);

const dayNames = new Map<number, string>();
/** The calendar day (AAAA-MM-DD) of a day index, remembered: a payroll asks for the same few days often. */
export function dayName(index: number): string {
  let name = dayNames.get(index);
  if (name === undefined) {
    name = new Date(index * 86_400_000).toISOString().slice(0, 10);
    dayNames.set(index, name);
  }
  return name;
}

/** The calendar day (AAAA-MM-DD) a minute falls on. */
export const dayOf = (minute: LocalMinute): string => dayName(dayIndexOf(minute));

/** The day index of the Monday of a day index's week (1970-01-01 was a Thursday). */
export const mondayIndexOf = (index: number) => index - ((index + 3) % 7);

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The Monday that starts the week of `day` (weeks run Monday to Sunday). */
export const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

/** "HH:MM" as minutes past midnight, or null when it is not a time of day. */
export function clockMinutes(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** A local minute as "HH:MM". */
export function clockText(minute: LocalMinute): string {
  const inDay = ((minute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/** A local minute as Bogotá's wall clock "AAAA-MM-DDTHH:MM", the form the API answers in. */
export const wallClockText = (minute: LocalMinute) => `${dayOf(minute)}T${clockText(minute)}`;

/** An instant (a `Date` from the database) as a local minute, and back. */
export const localMinuteOf = (instant: Date) => Math.round(instant.getTime() / 60_000) - 5 * 60;
export const instantOf = (minute: LocalMinute) => new Date((minute + 5 * 60) * 60_000);

export { EPOCH_DAY };
