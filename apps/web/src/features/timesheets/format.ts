import { formatCalendarDay } from '@portal/shared/bogota-time';
import { formatLegalFigure, LEGAL_FIGURES } from '@portal/shared/legal-figures';
import { HOUR_KINDS, type HourKind } from '@portal/shared/timesheets/hour-kinds';
import type { AppliedRule, Shift, WeekState } from '@portal/shared/timesheets/timesheet';
import type { BadgeTone } from '@/components/ui/Badge';
import { formatDayRange } from '@/lib/day-range';

/** Minutes as a person counts them: 450 → "7 h 30 min", 480 → "8 h", 45 → "45 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const decimal = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });
/** Minutes as decimal hours, the way payroll reads them: 450 → "7,5". */
export const formatDecimalHours = (minutes: number) => decimal.format(minutes / 60);

/** Hours by kind in the kinds' order (ordinary, Sunday, overtime; day before night), then by surcharge. */
export const inKindOrder = <T extends { tipo: HourKind; recargo: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => HOUR_KINDS.indexOf(a.tipo) - HOUR_KINDS.indexOf(b.tipo) || a.recargo - b.recargo);

export const surchargeText = (recargo: number) => (recargo === 0 ? 'Sin recargo' : `Recargo ${recargo} %`);

/** «Recargo por trabajo nocturno 35 % — CST art. 168 num. 1, desde el 4 de septiembre de 1965». */
export const ruleText = (rule: AppliedRule) =>
  `${rule.etiqueta} ${formatLegalFigure(LEGAL_FIGURES[rule.clave].unidad, rule.valor)} — ${rule.fuente}, desde el ${formatCalendarDay(rule.vigente_desde)}`;

const at = (day: string) => new Date(`${day}T12:00:00Z`);
const weekday = new Intl.DateTimeFormat('es-CO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "Semana del 16 al 22 de noviembre de 2026". */
export const weekLabel = (monday: string, sunday: string) => `Semana ${formatDayRange(monday, sunday)}`;

/** "Lunes, 16 de noviembre". */
export const dayLabel = (day: string) => {
  const text = weekday.format(at(day));
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** "07:00 a 15:30", with "(día siguiente)" for a shift that ends after midnight. */
export const shiftTimes = (shift: Pick<Shift, 'inicio' | 'fin' | 'dia_siguiente'>) =>
  `${shift.inicio} a ${shift.fin}${shift.dia_siguiente ? ' (día siguiente)' : ''}`;

export const weekStateTone: Record<WeekState, BadgeTone> = {
  sin_turnos: 'neutral',
  pendiente: 'warning',
  aprobada: 'success',
  devuelta: 'danger',
};
