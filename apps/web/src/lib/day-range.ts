import { formatCalendarDay } from '@portal/shared/bogota-time';

// Its own module, not format.ts: only the panel's lazy screens load it, never a public route.
const dayMonth = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/**
 * Two calendar days as a span, naming the month and year once where both share them: "del 16 al 22 de
 * noviembre de 2026", "del 30 de noviembre al 6 de diciembre de 2026".
 */
export function formatDayRange(from: string, to: string): string {
  const start =
    from.slice(0, 7) === to.slice(0, 7)
      ? String(Number(from.slice(8)))
      : from.slice(0, 4) === to.slice(0, 4)
        ? dayMonth.format(new Date(`${from}T12:00:00Z`))
        : formatCalendarDay(from);
  return `del ${start} al ${formatCalendarDay(to)}`;
}
