import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentChange } from '@portal/shared/consents';
import { apiRequest } from '@/lib/api-client';
import { parsedWith } from '@/lib/parse-later';

// Asked on every candidate screen (the renewal gate): the schema loads with the call, not before.
const stateSchema = async () => (await import('@portal/shared/consents')).consentStateSchema;

export const consentsKey = ['consents'] as const;

/** Where the candidate's authorizations stand, and every act as proof (GET /candidate/consents). */
export function useConsents(enabled = true) {
  return useQuery({
    queryKey: consentsKey,
    queryFn: ({ signal }) => parsedWith(stateSchema, apiRequest('/candidate/consents', { signal })),
    enabled,
    staleTime: 60_000,
  });
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
        async () => (await import('@portal/shared/consents')).documentOpeningListSchema,
        apiRequest('/candidate/document-openings', { signal }),
      ),
  });
}
