import { Link } from 'react-router';
import type { VacancySummary } from '@portal/shared/vacancies/public';
import { contractTypeLabels } from '@portal/shared/vacancies/constants';
import { formatAge, formatCop } from '@/lib/format';

/** One search result; the whole title links to the detail page. `heading` fits the page's outline. */
export function VacancyCard({
  vacancy,
  heading: Heading = 'h2',
}: {
  vacancy: VacancySummary;
  heading?: 'h2' | 'h3';
}) {
  return (
    <li className="relative rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-600 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="text-base font-semibold text-brand-900 sm:text-lg">
          <Link
            to={`/vacancy/${vacancy.id_vacante}`}
            className="after:absolute after:inset-0 hover:underline"
          >
            {vacancy.titulo}
          </Link>
        </Heading>
        <p className="font-semibold whitespace-nowrap text-emerald-800">{formatCop(vacancy.salario)}</p>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {vacancy.empresa} · {vacancy.nombre_ciudad}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2 text-xs font-medium text-slate-700" aria-label="Condiciones">
        <li className="rounded-full bg-slate-100 px-2.5 py-1">{contractTypeLabels[vacancy.tipo_contrato]}</li>
        <li className="rounded-full bg-slate-100 px-2.5 py-1">{vacancy.turno}</li>
        <li className="rounded-full bg-slate-100 px-2.5 py-1">{vacancy.nombre_categoria}</li>
      </ul>
      <p className="mt-3 text-xs text-slate-600">{formatAge(vacancy.fecha_publicacion)}</p>
    </li>
  );
}
