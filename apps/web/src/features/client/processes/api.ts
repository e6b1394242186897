import { queryOptions } from '@tanstack/react-query';
import { processDetailSchema, processListSchema, type DecisionBody } from '@portal/shared/client-processes';
import type { ClientMarkStepBody } from '@portal/shared/hiring';
import { messageSchema } from '@portal/shared/staff';
import { apiRequest } from '@/lib/api-client';

export const processesKey = ['client', 'processes'] as const;

export const processesQuery = queryOptions({
  queryKey: processesKey,
  queryFn: async () => processListSchema.parse(await apiRequest('/client/processes')),
});

export const processQuery = (id: number) =>
  queryOptions({
    queryKey: [...processesKey, id],
    queryFn: async () => processDetailSchema.parse(await apiRequest(`/client/processes/${id}`)),
  });

export const decideCandidates = async (id: number, body: DecisionBody) =>
  messageSchema.parse(await apiRequest(`/client/processes/${id}/decisions`, { method: 'POST', body }));

export const markHiringStep = async (id: number, body: ClientMarkStepBody) =>
  messageSchema.parse(await apiRequest(`/client/processes/${id}/hiring-steps`, { method: 'POST', body }));
