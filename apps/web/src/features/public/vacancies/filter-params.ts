import { CONTRACT_TYPES, type ContractType } from '@portal/shared/vacancies/constants';
import type { VacancySearchFilters } from './api';

const NUMERIC = ['id_ciudad', 'id_categoria', 'salario_min', 'salario_max'] as const;

/** Reads the search from the address, so a search survives opening a vacancy and coming back. */
export function filtersFromParams(params: URLSearchParams): VacancySearchFilters {
  const filters: VacancySearchFilters = { page: Math.max(1, Number(params.get('page')) || 1) };
  const q = params.get('q')?.trim();
  if (q) filters.q = q;
  for (const key of NUMERIC) {
    const value = Number(params.get(key));
    if (Number.isInteger(value) && value > 0) filters[key] = value;
  }
  const contract = params.get('tipo_contrato');
  if (CONTRACT_TYPES.includes(contract as ContractType)) filters.tipo_contrato = contract as ContractType;
  return filters;
}

/** Writes the search into the address next to the tab; empty filters and page 1 stay out. */
export function filtersToParams(filters: VacancySearchFilters, tab = 'jobs'): URLSearchParams {
  const params = new URLSearchParams({ tab });
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}

/**
 * The candidate home's vacancy search (`/?tab=jobs&…`, first page) for the fields of a form named like
 * the address (id_ciudad, id_categoria…): what the landing's search leads to. Empty or invalid fields
 * stay out, as when read from the address.
 */
export function vacancySearchPath(fields: FormData): string {
  const params = new URLSearchParams();
  for (const [key, value] of fields) if (typeof value === 'string') params.set(key, value);
  params.delete('page');
  return `/?${filtersToParams(filtersFromParams(params))}`;
}

/** Filters behind the "Filtros" button (everything but the text and the page) that have a value. */
const PANEL_FILTERS = ['id_ciudad', 'id_categoria', 'salario_min', 'salario_max', 'tipo_contrato'] as const;

export function panelFilterCount(filters: VacancySearchFilters): number {
  return PANEL_FILTERS.filter((key) => filters[key] !== undefined).length;
}
