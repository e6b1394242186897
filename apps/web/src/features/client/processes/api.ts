import { queryOptions } from '@tanstack/react-query';
import { processDetailSchema, processListSchema, type DecisionBody } from '@portal/shared/processes/client';
import type { ClientMarkStepBody } from '@portal/shared/applications/hiring';
import { messageSchema } from '@portal/shared/users/staff';
import { apiRequest } from '@/lib/api-client';

export const processesKey = ['client', 'processes'] as const;

/**
 * The agency moves a process from its own screens: what the company sees is asked again when the
 * tab comes back into view, however fresh it was, and every half minute while it is open there.
 */
export const PROCESS_REFRESH_MS = 30_000;
const followsTheAgency = { refetchOnWindowFocus: 'always', refetchInterval: PROCESS_REFRESH_MS } as const;

export const processesQuery = queryOptions({
  queryKey: processesKey,
  queryFn: async () => processListSchema.parse(await apiRequest('/client/processes')),
  ...followsTheAgency,
});

export const processQuery = (id: number) =>
  queryOptions({
    queryKey: [...processesKey, id],
    queryFn: async () => processDetailSchema.parse(await apiRequest(`/client/processes/${id}`)),
    ...followsTheAgency,
  });

export const decideCandidates = async (id: number, body: DecisionBody) =>
  messageSchema.parse(await apiRequest(`/client/processes/${id}/decisions`, { method: 'POST', body }));

export const markHiringStep = async (id: number, body: ClientMarkStepBody) =>
  messageSchema.parse(await apiRequest(`/client/processes/${id}/hiring-steps`, { method: 'POST', body }));
