import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Application, ApplyRequest, ApplyResponse } from '@portal/shared/application';
import { apiRequest } from '@/lib/api-client';

export const applicationsKey = ['applications'] as const;

export function useMyApplications(enabled = true) {
  return useQuery({
    queryKey: applicationsKey,
    queryFn: ({ signal }) => apiRequest<Application[]>('/candidate/applications', { signal }),
    enabled,
  });
}

export function useApply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyRequest) =>
      apiRequest<ApplyResponse>('/candidate/applications', { method: 'POST', body }),
    onSuccess: async (_result, body) => {
      await client.invalidateQueries({ queryKey: applicationsKey });
      await client.invalidateQueries({ queryKey: ['vacancy', String(body.id_vacante)] });
    },
  });
}

/** Grants or withdraws showing my CV to the vacancy's client company (PUT …/share). */
export function useShareCv() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, autoriza }: { id: number; autoriza: boolean }) =>
      apiRequest<{ message: string }>(`/candidate/applications/${id}/share`, {
        method: 'PUT',
        body: { autoriza },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsKey }),
  });
}
