import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentChange } from '@portal/shared/consents/consents';
import type { DataRequestBody } from '@portal/shared/data-requests';
import { apiRequest } from '@/lib/api-client';
import { parsedWith } from '@/lib/parse-later';

// Asked on every candidate screen (the renewal gate): the schema loads with the call, not before.
const stateSchema = async () => (await import('@portal/shared/consents/consents')).consentStateSchema;

export const consentsKey = ['consents'] as const;

/** Where the candidate's authorizations stand, and every act as proof (GET /candidate/consents). */
export const consentsQuery = queryOptions({
  queryKey: consentsKey,
  queryFn: ({ signal }) => parsedWith(stateSchema, apiRequest('/candidate/consents', { signal })),
  staleTime: 60_000,
});

export function useConsents(enabled = true) {
  return useQuery({ ...consentsQuery, enabled });
}

/** Gives or withdraws one authorization; the answer is the new state. */
export function useChangeConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentChange) =>
      parsedWith(stateSchema, apiRequest('/candidate/consents', { method: 'POST', body })),
    onSuccess: (state) => client.setQueryData(consentsKey, state),
  });
}

/** Who opened my documents (staff of the agency or a client company), newest first. */
export function useDocumentOpenings() {
  return useQuery({
    queryKey: ['document-openings'],
    queryFn: ({ signal }) =>
      parsedWith(
        async () => (await import('@portal/shared/consents/consents')).documentOpeningListSchema,
        apiRequest('/candidate/document-openings', { signal }),
      ),
  });
}

// Consultas and reclamos: the schemas load with the call, like the rest of this feature.
const requestSchemas = () => import('@portal/shared/data-requests');
export const dataRequestsKey = ['data-requests'] as const;

/** My consultas and reclamos, newest first, with their legal due date and the agency's answer. */
export function useMyDataRequests() {
  return useQuery({
    queryKey: dataRequestsKey,
    queryFn: ({ signal }) =>
      parsedWith(
        async () => (await requestSchemas()).candidateDataRequestListSchema,
        apiRequest('/candidate/data-requests', { signal }),
      ),
  });
}

export function useFileDataRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DataRequestBody) =>
      apiRequest<{ message: string }>('/candidate/data-requests', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: dataRequestsKey }),
  });
}
