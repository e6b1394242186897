import { useQuery } from '@tanstack/react-query';
import type { CategoryOption, CityOption } from '@portal/shared/catalog';
import type { ContractType, VacancyDetail, VacancyPage } from '@portal/shared/vacancy';
import { apiRequest } from '@/lib/api-client';

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
      apiRequest<VacancyPage>('/vacancies', {
        query: { ...filters },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

export function useVacancy(id: string) {
  return useQuery({
    queryKey: ['vacancy', id],
    queryFn: ({ signal }) => apiRequest<VacancyDetail>(`/vacancies/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}

/** City and category options; a failed load gives an empty list (spec §8). */
function useOptions<T>(path: string, context: string) {
  return useQuery({
    queryKey: ['catalog', path],
    queryFn: async () => {
      try {
        return await apiRequest<T[]>(path);
      } catch (error) {
        console.error(context, error);
        return [];
      }
    },
    staleTime: 5 * 60_000,
  });
}

export const useCities = () => useOptions<CityOption>('/ObtenerCiudades', 'Error fetching cities');
export const useCategories = () =>
  useOptions<CategoryOption>('/ObtenerCategorias', 'Error fetching categories');
