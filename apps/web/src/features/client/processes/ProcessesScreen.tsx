import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PROCESS_STATUSES } from '@portal/shared/processes/client';
import { PageLoader } from '@/components/layout/PageLoader';
import { Badge } from '@/components/ui/Badge';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormAlert } from '@/components/ui/FormAlert';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { formatDate } from '@/lib/format';
import { useUrlFilters } from '@/lib/use-url-filters';
import { processesQuery } from './api';
import { statusTone } from './candidate-state';
import { processFacts } from './process-facts';
import { filterProcesses, readProcessFilters } from './process-filters';

/** `/order/procesos`: the company's hiring processes, with a search and a status filter in the address. */
export function ProcessesScreen() {
  const processes = useQuery(processesQuery);
  const { params, change } = useUrlFilters();
  const filters = readProcessFilters(params);
  if (processes.isPending) return <PageLoader label="Cargando procesos..." />;
  if (processes.error) return <FormAlert tone="error">No pudimos cargar tus procesos.</FormAlert>;
  const shown = filterProcesses(processes.data, filters);
  return (
    <section className="mx-auto w-full max-w-6xl space-y-5 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-brand-900">Selecciona un Proceso</h1>
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <SearchField
          label="Buscar proceso"
          value={filters.q}
          placeholder="Cargo o descripción"
          onChange={(value) => change('q', value)}
        />
        <SelectField
          label="Estado"
          placeholder="Todos"
          options={PROCESS_STATUSES.map((status) => ({ value: status, label: status }))}
          value={filters.estado}
          onChange={(event) => change('estado', event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState
          title={processes.data.length === 0 ? 'Aún no tienes procesos.' : 'Ningún proceso coincide.'}
        >
          {processes.data.length === 0
            ? 'Cuando la agencia abra una vacante para tu empresa, la verás aquí.'
            : 'Prueba con otra palabra o quita el filtro de estado.'}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {shown.map((process) => (
            <li
              key={process.id}
              className="flex flex-col gap-3 rounded-xl bg-white p-5 ring-1 ring-slate-200"
            >
              <div className="flex items-start justify-between gap-3">
                <h2 className="font-semibold text-slate-900">{process.nombre}</h2>
                {process.pendientes > 0 && <Badge tone="warning">{process.pendientes} por aprobar</Badge>}
              </div>
              <p className="text-sm font-medium text-slate-700">{processFacts(process)}</p>
              <p className="line-clamp-3 text-sm text-slate-600">{process.descripcion}</p>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-slate-600">Estado</dt>
                  <dd>
                    <Badge tone={statusTone[process.estado]}>{process.estado}</Badge>
                  </dd>
                </div>
                <div>
                  {/* The start the company asked for in its order. */}
                  <dt className="text-slate-600">Fecha de inicio</dt>
                  <dd className="font-medium text-slate-800">{formatDate(process.fechaInicio)}</dd>
                </div>
              </dl>
              <Link
                to={`/order/procesos/${process.id}`}
                aria-label={`Ver Proceso: ${process.nombre}`}
                className="mt-auto inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-800 px-4 text-sm font-semibold text-white hover:bg-brand-900"
              >
                Ver Proceso
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
