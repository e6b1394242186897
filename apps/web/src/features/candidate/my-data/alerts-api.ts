import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VacancyAlert, VacancyAlertBody } from '@portal/shared/vacancy-alerts';
import { apiRequest } from '@/lib/api-client';
import { parsedWith } from '@/lib/parse-later';

const alertsKey = ['vacancy-alerts'] as const;
const schemas = () => import('@portal/shared/vacancy-alerts');

/** My vacancy alerts, oldest first, with the names of their city and category. */
export function useVacancyAlerts() {
  return useQuery({
    queryKey: alertsKey,
    queryFn: ({ signal }) =>
      parsedWith(
        async () => (await schemas()).vacancyAlertListSchema,
        apiRequest('/candidate/vacancy-alerts', { signal }),
      ),
  });
}

export function useCreateVacancyAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VacancyAlertBody) =>
      apiRequest<{ message: string; alerta: VacancyAlert }>('/candidate/vacancy-alerts', {
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: alertsKey }),
  });
}

export function useRemoveVacancyAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(`/candidate/vacancy-alerts/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: alertsKey }),
  });
}
