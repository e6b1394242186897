import { hourKindLabels } from '@portal/shared/timesheets/hour-kinds';
import type { Timesheet } from '@portal/shared/timesheets/timesheet';
import { formatMinutes, inKindOrder, ruleText, surchargeText } from './format';

type Hours = Timesheet['dias'][number]['horas'][number];

function Line({ hours }: { hours: Hours }) {
  return (
    <>
      <span className="font-medium text-slate-900">{hourKindLabels[hours.tipo]}</span>
      <span className="text-slate-700">
        {formatMinutes(hours.minutos)} · {surchargeText(hours.recargo)}
      </span>
    </>
  );
}

/**
 * A day's hours by kind, each with its surcharge; a kind that has one opens to say why, with the
 * legal figures it comes from (value, norm and the date it took effect).
 */
export function ClassifiedHours({ hours, label }: { hours: Hours[]; label: string }) {
  return (
    <ul className="space-y-1.5" aria-label={label}>
      {inKindOrder(hours).map((entry) => (
        <li key={`${entry.tipo}:${entry.recargo}`} className="rounded-lg bg-slate-50 text-sm">
          {entry.reglas.length === 0 ? (
            <p className="flex flex-col px-3 py-2 sm:flex-row sm:gap-3">
              <Line hours={entry} />
            </p>
          ) : (
            <details className="group">
              <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 rounded-lg px-3 py-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                <span className="flex flex-1 flex-col sm:flex-row sm:gap-3">
                  <Line hours={entry} />
                </span>
                <span className="shrink-0 font-semibold text-brand-800 underline">
                  <span className="group-open:hidden">Ver por qué</span>
                  <span className="hidden group-open:inline">Ocultar</span>
                </span>
              </summary>
              <ul className="list-disc space-y-1 px-3 pb-3 pl-8 text-slate-700">
                {entry.reglas.map((rule) => (
                  <li key={`${rule.clave}:${rule.vigente_desde}`}>{ruleText(rule)}</li>
                ))}
              </ul>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
