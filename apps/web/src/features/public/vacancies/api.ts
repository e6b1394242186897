import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractType } from '@portal/shared/vacancies/public';
import { newestVacanciesKey, vacancyDetailKey } from '@portal/shared/vacancies/constants';
import { apiRequest } from '@/lib/api-client';
import { categoriesQuery, citiesQuery } from '@/lib/catalog-queries';
import { parsedWith } from '@/lib/parse-later';

// Public pages: the schemas (and zod) load with the first call, not with the page (decision 0025).
const vacancySchemas = () => import('@portal/shared/vacancies/public');

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

/** One page of open vacancies, newest first, parsed with the shared schema. */
const vacancyPage = (query: VacancySearchFilters & { page_size?: number }, signal: AbortSignal) =>
  parsedWith(
    async () => (await vacancySchemas()).vacancyPageSchema,
    apiRequest('/vacancies', { query: { ...query }, signal }),
  );

/** One page of the search: the jobs tab reads it, and the sign-in starts it early (app/prefetch-candidate-home.ts). */
export const vacancySearchQuery = (filters: VacancySearchFilters) =>
  queryOptions({
    queryKey: ['vacancies', filters],
    queryFn: ({ signal }) => vacancyPage(filters, signal),
  });

export function useVacancySearch(filters: VacancySearchFilters) {
  return useQuery({ ...vacancySearchQuery(filters), placeholderData: (previous) => previous });
}

/** The `count` newest open vacancies, with the total of open ones (the landing's list). */
export function useNewestVacancies(count: number) {
  return useQuery({
    queryKey: newestVacanciesKey(count),
    queryFn: ({ signal }) => vacancyPage({ page: 1, page_size: count }, signal),
  });
}

export function useVacancy(id: string) {
  return useQuery({
    queryKey: vacancyDetailKey(id),
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
