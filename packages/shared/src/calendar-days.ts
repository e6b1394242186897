/**
 * Calendar days ("2027-01-15") as the law counts them, with no time and no zone: the day in Bogotá is
 * decided before a date gets here (`bogotaToday`).
 */

export type CalendarDay = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');
const partsOf = (day: CalendarDay) => {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`No es una fecha AAAA-MM-DD: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), date: Number(match[3]) };
};
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Whether the text is a real calendar day (2027-02-29 is not). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && date >= 1 && date <= daysInMonth(year, month);
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const { year, month, date } = partsOf(day);
  const moved = new Date(Date.UTC(year, month - 1, date + days));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/**
 * The same day number `months` later; when that month is shorter, its last day (a term of months
 * ends on the day with the same number, or on the last day of a shorter month: Ley 4 de 1913,
 * art. 59, as the Consejo de Estado reads it).
 */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const { year, month, date } = partsOf(day);
  const index = year * 12 + (month - 1) + months;
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1];
  return `${toYear}-${pad(toMonth)}-${pad(Math.min(date, daysInMonth(toYear, toMonth)))}`;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  const at = (day: CalendarDay) => {
    const { year, month, date } = partsOf(day);
    return Date.UTC(year, month - 1, date);
  };
  return Math.round((at(to) - at(from)) / 86_400_000);
}
