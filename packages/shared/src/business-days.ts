/**
 * Business days in Colombia, for the legal terms of data requests (Ley 1581 de 2012, arts. 14 and 15).
 * Holidays follow Ley 51 de 1983: some fixed, some moved to the next Monday, some tied to Easter.
 * Dates are calendar days ("2026-11-24"), read in Bogotá.
 */

type Day = string;

const pad = (value: number) => String(value).padStart(2, '0');
const iso = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Easter Sunday (anonymous Gregorian algorithm). */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

/** The date itself if a Monday, else the next Monday (Ley 51 de 1983, "Ley Emiliani"). */
const nextMonday = (date: Date) => plusDays(date, (8 - date.getUTCDay()) % 7);

const cache = new Map<number, Set<Day>>();

/** The public holidays of a year in Colombia. */
export function colombianHolidays(year: number): Set<Day> {
  const cached = cache.get(year);
  if (cached) return cached;
  const sunday = easter(year);
  const fixed = [
    [1, 1],
    [5, 1],
    [7, 20],
    [8, 7],
    [12, 8],
    [12, 25],
  ].map(([month, day]) => utc(year, month!, day!));
  const moved = [
    [1, 6],
    [3, 19],
    [6, 29],
    [8, 15],
    [10, 12],
    [11, 1],
    [11, 11],
  ].map(([month, day]) => nextMonday(utc(year, month!, day!)));
  const fromEaster = [
    plusDays(sunday, -3), // Jueves Santo
    plusDays(sunday, -2), // Viernes Santo
    nextMonday(plusDays(sunday, 39)), // Ascensión
    nextMonday(plusDays(sunday, 60)), // Corpus Christi
    nextMonday(plusDays(sunday, 68)), // Sagrado Corazón
  ];
  const days = new Set([...fixed, ...moved, ...fromEaster].map(iso));
  cache.set(year, days);
  return days;
}

export function isBusinessDay(day: Day): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !colombianHolidays(date.getUTCFullYear()).has(day);
}

/** The `count`-th business day after `day` (the day a request arrives does not count). */
export function addBusinessDays(day: Day, count: number): Day {
  let date = new Date(`${day}T00:00:00Z`);
  for (let left = count; left > 0;) {
    date = plusDays(date, 1);
    if (isBusinessDay(iso(date))) left -= 1;
  }
  return iso(date);
}

/** Business days from `from` (exclusive) to `to` (inclusive); negative when `to` has passed. */
export function businessDaysBetween(from: Day, to: Day): number {
  if (from === to) return 0;
  const forward = from < to;
  let date = new Date(`${forward ? from : to}T00:00:00Z`);
  const end = forward ? to : from;
  let count = 0;
  while (iso(date) < end) {
    date = plusDays(date, 1);
    if (isBusinessDay(iso(date))) count += 1;
  }
  return forward ? count : -count;
}
