import { useQuery } from '@tanstack/react-query';
import type { ContractType } from '@portal/shared/vacancy';
import { apiRequest } from '@/lib/api-client';
import { categoriesQuery, citiesQuery } from '@/lib/catalog-queries';
import { parsedWith } from '@/lib/parse-later';

// Public pages: the schemas (and zod) load with the first call, not with the page (decision 0025).
const vacancySchemas = () => import('@portal/shared/vacancy');

/** Query of GET /api/vacancies as the search screen builds it. */
export interface VacancySearchFilters {
  q?: string;
  id_ciudad?: number;
  id_categoria?: number;
  salario_min?: number;
  salario_max?: number;
  tipo_contrato?: ContractType;
  page: number;
}

export function useVacancySearch(filters: VacancySearchFilters) {
  return useQuery({
    queryKey: ['vacancies', filters],
    queryFn: ({ signal }) =>
      parsedWith(
        async () => (await vacancySchemas()).vacancyPageSchema,
        apiRequest('/vacancies', { query: { ...filters }, signal }),
      ),
    placeholderData: (previous) => previous,
  });
}

export function useVacancy(id: string) {
  return useQuery({
    queryKey: ['vacancy', id],
    queryFn: ({ signal }) =>
      parsedWith(
        async () => (await vacancySchemas()).vacancyDetailSchema,
        apiRequest(`/vacancies/${encodeURIComponent(id)}`, { signal }),
      ),
    retry: false,
  });
}

export const useCities = () => useQuery(citiesQuery);
export const useCategories = () => useQuery(categoriesQuery);
