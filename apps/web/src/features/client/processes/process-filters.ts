import { PROCESS_STATUSES, type ProcessSummary } from '@portal/shared/processes/client';
import { matchesAllWords } from '@portal/shared/text';

export interface ProcessFilters {
  q: string;
  estado: string;
}

export const readProcessFilters = (params: URLSearchParams): ProcessFilters => {
  const estado = params.get('estado') ?? '';
  return {
    q: params.get('q') ?? '',
    estado: (PROCESS_STATUSES as readonly string[]).includes(estado) ? estado : '',
  };
};

/** Processes whose name or description has every word searched, in the chosen status. */
export function filterProcesses(processes: ProcessSummary[], filters: ProcessFilters) {
  return processes.filter(
    (process) =>
      matchesAllWords(`${process.nombre} ${process.descripcion}`, filters.q) &&
      (!filters.estado || process.estado === filters.estado),
  );
}
