import { addDays } from '@portal/shared/calendar-days';
import { payrollMessages as messages, type PeriodStatus } from '@portal/shared/timesheets/payroll';
import { weekStateLabels } from '@portal/shared/timesheets/timesheet';
import { Badge } from '@/components/ui/Badge';
import { formatDayRange } from '@/lib/day-range';

/** The weeks with shifts in the period that their company has not approved yet. */
export function PendingWeeks({ weeks }: { weeks: PeriodStatus['semanas_pendientes'] }) {
  if (weeks.length === 0) return <p className="text-sm text-emerald-800">{messages.allApproved}</p>;
  return (
    <section aria-labelledby="semanas-pendientes" className="space-y-2">
      <h3 id="semanas-pendientes" className="font-semibold text-slate-900">
        {messages.pendingTitle} ({weeks.length})
      </h3>
      <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
        {weeks.map((week) => (
          <li
            key={`${week.id_mision}-${week.semana}`}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2.5 text-sm"
          >
            <div>
              <p className="font-semibold text-slate-900">{week.trabajador}</p>
              <p className="text-slate-600">
                {week.empresa} · Semana {formatDayRange(week.semana, addDays(week.semana, 6))}
              </p>
            </div>
            <Badge tone={week.estado === 'devuelta' ? 'danger' : 'warning'}>
              {weekStateLabels[week.estado]}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
