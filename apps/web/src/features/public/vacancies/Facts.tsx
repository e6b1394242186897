import type { VacancySummary } from '@portal/shared/vacancies/public';
import { contractTypeLabels } from '@portal/shared/vacancies/constants';
import { formatCop, formatDate } from '@/lib/format';

/** Salary, place, shift, contract and closing date: what a candidate weighs first. */
export function Facts({ vacancy, place }: { vacancy: VacancySummary; place?: string }) {
  const facts = [
    { label: 'Salario', value: `${formatCop(vacancy.salario)} al mes` },
    { label: 'Lugar', value: place ?? vacancy.nombre_ciudad, wide: true },
    { label: 'Turno', value: vacancy.turno, wide: true },
    { label: 'Contrato', value: contractTypeLabels[vacancy.tipo_contrato] },
    { label: 'Vacantes', value: String(vacancy.cantidad_vacantes) },
    { label: vacancy.estado === 'cerrada' ? 'Cerró' : 'Cierra', value: formatDate(vacancy.fecha_cierre) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3">
      {facts.map((fact) => (
        <div
          key={fact.label}
          className={`rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200 ${'wide' in fact ? 'col-span-2 sm:col-span-1' : ''}`}
        >
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{fact.label}</dt>
          <dd className="mt-0.5 font-medium text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
