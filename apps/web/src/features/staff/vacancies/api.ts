import { queryOptions } from '@tanstack/react-query';
import { messageSchema } from '@portal/shared/users/staff';
import {
  minimumWageSchema,
  staffVacancyDetailSchema,
  staffVacancyPageSchema,
  type VacancyInput,
} from '@portal/shared/vacancies/staff';
import { staffOrderLineSchema } from '@portal/shared/orders/staff';
import type { ReportFormat } from '@portal/shared/report-format';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

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

/** Every vacancy the list's filters match (not one page), as a file. */
export const exportVacancies = (filters: { estado: string; q: string }, formato: ReportFormat) =>
  downloadFile(
    '/staff/vacancies/export',
    { estado: filters.estado || undefined, q: filters.q || undefined, formato },
    `vacantes.${formato}`,
  );

export const vacancyDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...vacanciesKey, 'detail', id],
    queryFn: async () => staffVacancyDetailSchema.parse(await apiRequest(`/staff/vacancies/${id}`)),
  });

export const minimumWageQuery = queryOptions({
  queryKey: ['staff', 'minimum-wage'],
  queryFn: async () => minimumWageSchema.parse(await apiRequest('/staff/minimum-wage')),
  staleTime: Infinity,
});

export { categoriesQuery, citiesQuery } from '@/lib/catalog-queries';

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

/** An order line, to prefill the vacancy staff open from it. */
export const orderLineQuery = (id: number) =>
  queryOptions({
    queryKey: ['staff', 'orders', 'line', id],
    queryFn: async () => staffOrderLineSchema.parse(await apiRequest(`/staff/orders/${id}`)),
  });
