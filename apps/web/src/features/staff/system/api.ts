import { queryOptions } from '@tanstack/react-query';
import { systemStatusSchema } from '@portal/shared/system/status';
import { apiRequest } from '@/lib/api-client';

/** GET /api/system/status (admins): every part's state, probed anew on each call. */
export const systemStatusQuery = queryOptions({
  queryKey: ['staff', 'system', 'status'],
  queryFn: async ({ signal }) => systemStatusSchema.parse(await apiRequest('/system/status', { signal })),
  // A status is read for what is true now: never served from a cache, never retried behind the screen.
  staleTime: 0,
  retry: false,
});
