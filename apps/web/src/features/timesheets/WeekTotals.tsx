import { hourKindLabels } from '@portal/shared/timesheets/hour-kinds';
import type { Timesheet } from '@portal/shared/timesheets/timesheet';
import { TableHead } from '@/components/ui/TableHead';
import { formatDecimalHours, formatMinutes, inKindOrder, ruleText, surchargeText } from './format';

type Totals = Pick<Timesheet, 'totales' | 'total_minutos' | 'limites'>;

/** The week's hours by kind (what payroll pays), its total, and the weekly limit(s) in force. */
export function WeekTotals({ sheet }: { sheet: Totals }) {
  return (
    <section aria-labelledby="totales-semana" className="space-y-3">
      <h2 id="totales-semana" className="text-lg font-bold text-brand-900">
        Totales de la semana
      </h2>
      {sheet.total_minutos === 0 ? (
        <p className="text-sm text-slate-600">Esta semana no tiene horas registradas.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white shadow-xs ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Horas de la semana por tipo</caption>
            <TableHead
              headers={['Tipo de hora', 'Horas', 'Recargo']}
              cellClassName="px-4 py-3 font-semibold"
            />
            <tbody className="divide-y divide-slate-100">
              {inKindOrder(sheet.totales).map((total) => (
                <tr key={`${total.tipo}:${total.recargo}`}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {hourKindLabels[total.tipo]}
                  </th>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {formatMinutes(total.minutos)}
                    <span className="block text-xs text-slate-500">
                      {formatDecimalHours(total.minutos)} h
                    </span>
                  </td>
                  <td className="px-4 py-3">{surchargeText(total.recargo)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="bg-slate-50 font-semibold text-slate-900">
              <tr>
                <th scope="row" className="px-4 py-3">
                  Total
                </th>
                <td className="px-4 py-3 whitespace-nowrap" colSpan={2}>
                  {formatMinutes(sheet.total_minutos)}
                  <span className="block text-xs font-normal text-slate-500">
                    {formatDecimalHours(sheet.total_minutos)} h
                  </span>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <div className="text-sm text-slate-700">
        <p className="font-semibold text-slate-800">
          {sheet.limites.length > 1
            ? 'Límite semanal (cambió esta semana: cada día cuenta con el vigente ese día)'
            : 'Límite semanal'}
        </p>
        <p>Las horas que pasan de la jornada máxima semanal son extra.</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {sheet.limites.map((limit) => (
            <li key={limit.vigente_desde}>{ruleText(limit)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
