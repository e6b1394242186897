import { addDays } from '@portal/shared/calendar-days';
import { periodEnd, type PeriodQuery, type PeriodType } from '@portal/shared/timesheets/payroll';
import { formatDayRange } from '@/lib/day-range';
import { asSentenceEnd, formatTimestamp } from '@/lib/format';

/** A payroll period: a quincena (1–15, 16–end of month) or a month, from its first to its last day. */
export interface Period extends PeriodQuery {
  fin: string;
}

/** The period of that type that holds `day`. */
export function periodOf(tipo: PeriodType, day: string): Period {
  const inicio =
    tipo === 'quincena' && Number(day.slice(8)) >= 16 ? `${day.slice(0, 8)}16` : `${day.slice(0, 8)}01`;
  return { tipo, inicio, fin: periodEnd(tipo, inicio)! };
}

const previous = (period: Period) => periodOf(period.tipo, addDays(period.inicio, -1));

/** The last period over by `today` (a period ends after its last day): where the screen opens. */
export const lastEndedPeriod = (tipo: PeriodType, today: string) => previous(periodOf(tipo, today));

/** The running period and the ones before it, newest first: `count` in all. */
export function recentPeriods(tipo: PeriodType, today: string, count = 12): Period[] {
  const periods = [periodOf(tipo, today)];
  while (periods.length < count) periods.push(previous(periods.at(-1)!));
  return periods;
}

/** The period starting on `inicio` when one of that type does (an address typed by hand may not). */
export function periodStarting(tipo: PeriodType, inicio: string): Period | null {
  const fin = /^\d{4}-\d{2}-\d{2}$/.test(inicio) ? periodEnd(tipo, inicio) : null;
  return fin ? { tipo, inicio, fin } : null;
}

const monthYear = new Intl.DateTimeFormat('es-CO', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "del 1 al 15 de noviembre de 2026" for a quincena, "noviembre de 2026" for a month. */
const spanOf = ({ tipo, inicio, fin }: Period) =>
  tipo === 'mes' ? monthYear.format(new Date(`${inicio}T12:00:00Z`)) : formatDayRange(inicio, fin);

/** "Quincena del 1 al 15 de noviembre de 2026", "Mes de noviembre de 2026". */
export const periodTitle = (period: Period) =>
  `${period.tipo === 'mes' ? 'Mes de' : 'Quincena'} ${spanOf(period)}`;

/** Without its type, for a list of one type: "Del 1 al 15 de noviembre de 2026", "Noviembre de 2026". */
export const periodSpan = (period: Period) => {
  const text = spanOf(period);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** Whether two periods share a day. */
export const overlaps = (a: Pick<Period, 'inicio' | 'fin'>, b: Pick<Period, 'inicio' | 'fin'>) =>
  a.inicio <= b.fin && b.inicio <= a.fin;

/** "Cerrado el 27 de nov de 2026, 10:48 a. m. por Adriana Morales." (who, when known). */
export const closedNote = (cerradoEn: string, cerradoPor?: string) =>
  asSentenceEnd(`Cerrado el ${formatTimestamp(cerradoEn)}${cerradoPor ? ` por ${cerradoPor}` : ''}`);
