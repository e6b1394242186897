import type { Application } from '@portal/shared/applications/candidate';
import { applicationStateLabels } from '@portal/shared/vacancies/constants';
import { formatDateTime } from '@/lib/format';

/** The states an application went through, oldest first; the last one is the current state. */
export function ApplicationTimeline({ history }: { history: Application['historial'] }) {
  return (
    <ol className="mt-4 space-y-0" aria-label="Historial de la postulación">
      {history.map((entry, index) => {
        const current = index === history.length - 1;
        return (
          <li key={`${entry.estado}-${entry.fecha}`} className="relative flex gap-3 pb-4 last:pb-0">
            {!current && (
              <span aria-hidden="true" className="absolute top-4 left-[7px] h-full w-0.5 bg-slate-200" />
            )}
            <span
              aria-hidden="true"
              className={`relative mt-1 size-4 shrink-0 rounded-full ring-4 ${
                current ? 'bg-brand-700 ring-brand-100' : 'bg-slate-300 ring-slate-100'
              }`}
            />
            <div className="text-sm">
              <p className={current ? 'font-semibold text-slate-900' : 'text-slate-700'}>
                {applicationStateLabels[entry.estado]}
                {current && <span className="sr-only"> (estado actual)</span>}
              </p>
              <p className="text-slate-600 first-letter:uppercase">{formatDateTime(entry.fecha)}</p>
              {entry.nota && (
                // Only notes the agency shared with the candidate reach here (decision 0056).
                <p className="mt-1 rounded-md bg-slate-50 px-2 py-1 text-slate-700">
                  <span className="block text-xs font-semibold text-slate-600">
                    Nota de la agencia para ti
                  </span>
                  {entry.nota}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
