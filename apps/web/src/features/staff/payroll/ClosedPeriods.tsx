import { useQuery } from '@tanstack/react-query';
import { payrollMessages as messages } from '@portal/shared/timesheets/payroll';
import { EmptyState } from '@/components/ui/EmptyState';
import { closedPeriodsQuery } from './api';
import { PeriodDownloads } from './PeriodDownloads';
import { closedNote, periodTitle } from './periods';
import { QueryBlock } from './QueryBlock';

/** The periods closed lately, newest first, each with its payroll and billing files. */
export function ClosedPeriods() {
  const periods = useQuery(closedPeriodsQuery);
  return (
    <section aria-labelledby="periodos-cerrados" className="space-y-3">
      <h2 id="periodos-cerrados" className="text-lg font-bold text-slate-900">
        {messages.closedTitle}
      </h2>
      <QueryBlock
        query={periods}
        loading="Cargando periodos cerrados..."
        failure="No pudimos cargar los periodos cerrados."
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={messages.noClosedPeriods} />
          ) : (
            <ul className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
              {list.map((period) => (
                <li key={period.id_periodo} className="space-y-3 px-4 py-4">
                  <div>
                    <h3 id={`periodo-${period.id_periodo}`} className="font-semibold text-slate-900">
                      {periodTitle(period)}
                    </h3>
                    <p className="text-sm text-slate-600">
                      {closedNote(period.cerrado_en, period.cerrado_por)}
                    </p>
                  </div>
                  <PeriodDownloads id={period.id_periodo} labelledBy={`periodo-${period.id_periodo}`} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryBlock>
    </section>
  );
}
