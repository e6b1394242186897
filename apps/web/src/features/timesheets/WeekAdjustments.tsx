import { hourKindLabels } from '@portal/shared/timesheets/hour-kinds';
import type { Timesheet } from '@portal/shared/timesheets/timesheet';
import { dayLabel, formatMinutes } from './format';

/** "+1 h 30 min", "−45 min": an adjustment adds or takes away hours. */
const signed = (minutes: number) => `${minutes < 0 ? '−' : '+'}${formatMinutes(Math.abs(minutes))}`;

/** The agency's corrections to the week once approved, each with its reason: payroll counts them too. */
export function WeekAdjustments({ adjustments }: { adjustments: Timesheet['ajustes'] }) {
  if (adjustments.length === 0) return null;
  return (
    <section aria-labelledby="ajustes-semana" className="space-y-3">
      <h2 id="ajustes-semana" className="text-lg font-bold text-brand-900">
        Ajustes de la agencia
      </h2>
      <p className="text-sm text-slate-600">
        La agencia corrigió esta semana después de aprobada. Estos ajustes cuentan en la nómina, además de los
        totales de arriba.
      </p>
      <ul className="space-y-2">
        {adjustments.map((adjustment, index) => (
          <li key={index} className="rounded-xl bg-white p-4 text-sm shadow-xs ring-1 ring-slate-200">
            <p className="font-semibold text-slate-900">
              {dayLabel(adjustment.dia)} · {hourKindLabels[adjustment.tipo]} · {signed(adjustment.minutos)}
            </p>
            <p className="text-slate-700">{adjustment.motivo}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
