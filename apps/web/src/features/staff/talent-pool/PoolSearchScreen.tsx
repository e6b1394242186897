import { Link } from 'react-router';
import { talentPoolMessages } from '@portal/shared/messages/talent-pool';
import { POOL_MAX_RESULTS, POOL_PAGE_SIZES } from '@portal/shared/talent-pool/search';
import { PageLoader } from '@/components/layout/PageLoader';
import { ScreenHeader } from '@/components/layout/ScreenHeader';
import { Pagination } from '@/components/data-table/Pagination';
import { ExportMenu } from '@/components/spreadsheet/ExportMenu';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/use-url-filters';
import { downloadPoolExport, usePoolSearch } from './api';
import { addressValue, isNarrowed, NARROWING_FILTERS, readPoolFilters, type PoolFilters } from './filters';
import { candidateCount, pageSizeOptions, sortOptions } from './labels';
import { PoolFiltersBar } from './PoolFiltersBar';
import { PoolTable } from './PoolTable';

/**
 * `/dashboard/candidatos`: every registered candidate, searched by what they know, where they live and
 * their history with the agency. The search, the filters and the page live in the address.
 */
export function PoolSearchScreen() {
  const { params, change, clear } = useUrlFilters(['q']);
  const filters = readPoolFilters(params);
  const search = usePoolSearch(filters);
  const set = (name: keyof PoolFilters, value: string) => {
    // Without a city there are no nearby cities to include: both go, as one step of the history.
    if (name === 'ciudad' && !value) clear(['ciudad', 'cercanas']);
    else change(name, addressValue(name, value));
  };
  const clearFilters = () => clear(NARROWING_FILTERS);
  const result = search.data;
  // The table pages through the first POOL_MAX_RESULTS only (the API refuses deeper pages): past
  // them a person refines the search or exports it, an audited act.
  const shown = result ? Math.min(result.total, POOL_MAX_RESULTS) : 0;
  const pageCount = result ? Math.max(1, Math.ceil(shown / result.page_size)) : 1;

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ScreenHeader title="Base de talento">
          Todos los candidatos registrados: búscalos por lo que saben hacer, dónde viven y su historial con la
          agencia.
        </ScreenHeader>
        <Link
          to="ajustes"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
        >
          Pesos de la coincidencia
        </Link>
      </div>
      <PoolFiltersBar filters={filters} onChange={set} onClear={clearFilters} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p
          aria-live="polite"
          className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800"
        >
          {result ? candidateCount(result.total) : ''}
          {search.isFetching && result && <Spinner className="size-4 text-brand-700" />}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Orden"
            className="w-56"
            options={sortOptions}
            value={filters.orden}
            onChange={(event) => set('orden', event.target.value)}
          />
          {Boolean(result?.total) && (
            <ExportMenu what="candidatos" onExport={(formato) => downloadPoolExport(filters, formato)} />
          )}
        </div>
      </div>
      {search.isPending ? (
        <PageLoader label="Buscando candidatos..." />
      ) : search.isError && !result ? (
        <LoadError
          title="No pudimos buscar en la base de talento."
          onRetry={() => void search.refetch()}
          isRetrying={search.isFetching}
        >
          {apiErrorMessage(search.error, 'Revisa tu conexión e intenta de nuevo.')}
        </LoadError>
      ) : !result || result.candidatos.length === 0 ? (
        <NoCandidates
          narrowed={isNarrowed(filters)}
          pastTheEnd={Boolean(result && result.total > 0)}
          onClear={clearFilters}
          onFirstPage={() => change('page', '')}
        />
      ) : (
        <div className={search.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <PoolTable candidates={result.candidatos} />
        </div>
      )}
      {result && result.total > POOL_PAGE_SIZES[0] && (
        <div className="flex flex-wrap items-end justify-between gap-3">
          <SelectField
            label="Candidatos por página"
            className="w-48"
            options={pageSizeOptions}
            value={String(filters.page_size)}
            onChange={(event) => set('page_size', event.target.value)}
          />
          <div className="min-w-72 flex-1">
            {result.total > POOL_MAX_RESULTS && (
              <p className="mb-2 text-sm text-slate-600">{talentPoolMessages.tooDeep(POOL_MAX_RESULTS)}</p>
            )}
            <Pagination
              label="Páginas de candidatos"
              page={filters.page}
              pageCount={pageCount}
              onPage={(page) => set('page', String(page))}
            />
          </div>
        </div>
      )}
    </section>
  );
}

interface NoCandidatesProps {
  narrowed: boolean;
  /** The page asked for is past the last one (an old link). */
  pastTheEnd: boolean;
  onClear(): void;
  onFirstPage(): void;
}

/** What an empty answer means, and what to do about it. */
function NoCandidates({ narrowed, pastTheEnd, onClear, onFirstPage }: NoCandidatesProps) {
  if (pastTheEnd)
    return (
      <EmptyState
        title="Esta página ya no tiene candidatos."
        action={<Button onPress={onFirstPage}>Ir a la primera página</Button>}
      >
        La búsqueda tiene menos páginas que antes.
      </EmptyState>
    );
  if (narrowed)
    return (
      <EmptyState
        title="Ningún candidato coincide con la búsqueda."
        action={
          <Button variant="secondary" onPress={onClear}>
            Limpiar filtros
          </Button>
        }
      >
        Prueba con menos palabras, incluye las ciudades cercanas del departamento o quita algún filtro.
      </EmptyState>
    );
  return (
    <EmptyState title="Aún no hay candidatos en la base de talento.">
      Los candidatos aparecen aquí cuando se registran en el portal y autorizan el tratamiento de sus datos.
    </EmptyState>
  );
}
