import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { useVacancySearch, type VacancySearchFilters } from './api';
import { VacancyCard } from './VacancyCard';
import { filtersFromParams, filtersToParams } from './filter-params';
import { VacancyFilters } from './VacancyFilters';

/** The jobs tab: filters, the matching open vacancies newest first, and paging; all kept in ?q=…&page=. */
export function VacancySearch() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const setFilters = (next: VacancySearchFilters) => setParams(filtersToParams(next));
  const search = useVacancySearch(filters);
  const page = search.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.page_size)) : 1;
  const current = filters.page ?? 1;
  const pastTheEnd = Boolean(page && page.total > 0 && current > pages);
  // A page past the end (an old link, ?page=99) shows the last page instead of "Página 99 de 4".
  useEffect(() => {
    if (pastTheEnd) setParams(filtersToParams({ ...filters, page: pages }), { replace: true });
  });

  return (
    <div className="space-y-4">
      <VacancyFilters initial={filters} onApply={setFilters} />
      <div className="flex min-h-6 items-center justify-between gap-3" aria-live="polite">
        <p className="text-sm font-medium text-slate-700">
          {page ? (page.total === 1 ? '1 vacante encontrada' : `${page.total} vacantes encontradas`) : ''}
        </p>
        {search.isFetching && <Spinner className="size-5 text-brand-700" />}
      </div>
      {search.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
          No pudimos cargar las vacantes. Intenta de nuevo en un momento.
        </p>
      )}
      {page && page.items.length === 0 && (
        <p className="rounded-xl bg-white px-4 py-8 text-center text-slate-700 ring-1 ring-slate-200">
          No encontramos vacantes con esos filtros. Prueba con otra ciudad o con menos palabras.
        </p>
      )}
      <ul className="grid gap-3 xl:grid-cols-2">
        {page?.items.map((vacancy) => (
          <VacancyCard key={vacancy.id_vacante} vacancy={vacancy} />
        ))}
      </ul>
      {page && pages > 1 && (
        <nav aria-label="Páginas de resultados" className="flex items-center justify-between gap-2">
          <Button
            variant="secondary"
            isDisabled={current <= 1}
            onPress={() => setFilters({ ...filters, page: current - 1 })}
          >
            Anterior
          </Button>
          <span className="text-sm text-slate-700">
            Página {current} de {pages}
          </span>
          <Button
            variant="secondary"
            isDisabled={current >= pages}
            onPress={() => setFilters({ ...filters, page: current + 1 })}
          >
            Siguiente
          </Button>
        </nav>
      )}
    </div>
  );
}
