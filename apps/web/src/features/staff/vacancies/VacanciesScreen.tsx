import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { vacancyStateLabels as stateLabel } from '@portal/shared/vacancies/constants';
import { PageLoader } from '@/components/layout/PageLoader';
import { ExportMenu } from '@/components/spreadsheet/ExportMenu';
import { FormAlert } from '@/components/ui/FormAlert';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { formatDate } from '@/lib/format';
import { useUrlFilters } from '@/lib/use-url-filters';
import { exportVacancies, vacancyPageQuery } from './api';

/** `/dashboard/vacantes`: every vacancy in scope, open and closed, with its applications. */
export function VacanciesScreen() {
  const { params, change } = useUrlFilters();
  const filters = {
    estado: params.get('estado') ?? '',
    q: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const page = useQuery(vacancyPageQuery(filters));
  const pages = page.data ? Math.max(1, Math.ceil(page.data.total / page.data.page_size)) : 1;
  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">Vacantes</h1>
          {page.data && (
            <p className="text-sm text-slate-600">
              {page.data.total} vacante{page.data.total === 1 ? '' : 's'}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportMenu what="vacantes" onExport={(formato) => exportVacancies(filters, formato)} />
          <Link
            to="/dashboard/vacantes/nueva"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Nueva vacante
          </Link>
        </div>
      </div>
      <div className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2">
        <SearchField label="Buscar por título" value={filters.q} onChange={(value) => change('q', value)} />
        <SelectField
          label="Estado"
          placeholder="Todas"
          value={filters.estado}
          onChange={(event) => change('estado', event.target.value)}
          options={Object.entries(stateLabel).map(([value, label]) => ({ value, label }))}
        />
      </div>
      {page.isPending && <PageLoader label="Cargando vacantes..." />}
      {page.error && (
        <FormAlert tone="error">
          No pudimos cargar las vacantes. Recarga la página para intentar de nuevo.
        </FormAlert>
      )}
      {page.data && page.data.items.length === 0 && (
        <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          No hay vacantes con esos filtros.
        </p>
      )}
      <ul className="grid gap-3 lg:grid-cols-2">
        {page.data?.items.map((vacancy) => (
          <li key={vacancy.id_vacante} className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">
              <Link
                to={`/dashboard/vacantes/${vacancy.id_vacante}`}
                className="font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                {vacancy.titulo}
              </Link>
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${vacancy.estado === 'abierta' ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}
              >
                {stateLabel[vacancy.estado]}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {vacancy.empresa} · {vacancy.nombre_ciudad}
            </p>
            <p className="mt-2 text-sm text-slate-700">
              {vacancy.postulaciones} postulaci{vacancy.postulaciones === 1 ? 'ón' : 'ones'} ·{' '}
              {vacancy.cantidad_vacantes} cupo{vacancy.cantidad_vacantes === 1 ? '' : 's'} · cierra el{' '}
              {formatDate(vacancy.fecha_cierre)}
            </p>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Páginas de vacantes" className="flex items-center justify-between text-sm">
          <button
            type="button"
            disabled={filters.page <= 1}
            onClick={() => change('page', String(filters.page - 1))}
            className="min-h-11 rounded-lg px-3 font-semibold text-brand-800 disabled:opacity-50"
          >
            Anterior
          </button>
          <span>
            Página {Math.min(filters.page, pages)} de {pages}
          </span>
          <button
            type="button"
            disabled={filters.page >= pages}
            onClick={() => change('page', String(filters.page + 1))}
            className="min-h-11 rounded-lg px-3 font-semibold text-brand-800 disabled:opacity-50"
          >
            Siguiente
          </button>
        </nav>
      )}
    </section>
  );
}
