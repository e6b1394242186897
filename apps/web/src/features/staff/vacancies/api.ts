import { queryOptions } from '@tanstack/react-query';
import { categoryListSchema, cityListSchema } from '@portal/shared/catalog';
import { messageSchema } from '@portal/shared/staff';
import {
  staffVacancyDetailSchema,
  staffVacancyPageSchema,
  type VacancyInput,
} from '@portal/shared/staff-vacancies';
import { apiRequest } from '@/lib/api-client';

export const vacanciesKey = ['staff', 'vacancies'] as const;

export const vacancyPageQuery = (params: { estado?: string; q?: string; page: number }) =>
  queryOptions({
    queryKey: [...vacanciesKey, 'page', params],
    queryFn: async () =>
      staffVacancyPageSchema.parse(
        await apiRequest('/staff/vacancies', {
          query: { estado: params.estado || undefined, q: params.q || undefined, page: params.page },
        }),
      ),
  });

export const vacancyDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...vacanciesKey, 'detail', id],
    queryFn: async () => staffVacancyDetailSchema.parse(await apiRequest(`/staff/vacancies/${id}`)),
  });

export const citiesQuery = queryOptions({
  queryKey: ['catalog', 'cities'],
  queryFn: async () => cityListSchema.parse(await apiRequest('/ObtenerCiudades')),
  staleTime: Infinity,
});
export const categoriesQuery = queryOptions({
  queryKey: ['catalog', 'categories'],
  queryFn: async () => categoryListSchema.parse(await apiRequest('/ObtenerCategorias')),
  staleTime: Infinity,
});

export const saveVacancy = async (id: number | null, body: VacancyInput) =>
  staffVacancyDetailSchema.parse(
    await apiRequest(id ? `/staff/vacancies/${id}` : '/staff/vacancies', {
      method: id ? 'PUT' : 'POST',
      body,
    }),
  );

export const setVacancyState = async (id: number, estado: 'abierta' | 'cerrada') =>
  messageSchema.parse(
    await apiRequest(`/staff/vacancies/${id}/estado`, { method: 'POST', body: { estado } }),
  );
