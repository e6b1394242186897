import { queryOptions } from '@tanstack/react-query';
import {
  staffDataRequestListSchema,
  type AnswerDataRequestBody,
  type DataRequestState,
} from '@portal/shared/data-requests';
import { messageSchema } from '@portal/shared/users/staff';
import { apiRequest } from '@/lib/api-client';

export const dataRequestQueueKey = ['staff', 'data-requests'] as const;

/** The queue, the most urgent first (the API sorts it by legal due date). */
export const dataRequestQueueQuery = (estado?: DataRequestState) =>
  queryOptions({
    queryKey: [...dataRequestQueueKey, estado ?? 'todas'],
    queryFn: async ({ signal }) =>
      staffDataRequestListSchema.parse(
        await apiRequest('/staff/data-requests', { query: estado ? { estado } : undefined, signal }),
      ),
  });

export const answerDataRequest = async (id: number, body: AnswerDataRequestBody) =>
  messageSchema.parse(await apiRequest(`/staff/data-requests/${id}/answer`, { method: 'POST', body }));

export const extendDataRequest = async (id: number, motivo: string) =>
  messageSchema.parse(
    await apiRequest(`/staff/data-requests/${id}/extend`, { method: 'POST', body: { motivo } }),
  );
