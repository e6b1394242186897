import { queryOptions } from '@tanstack/react-query';
import { kpisQueryKey, kpisSchema } from '@portal/shared/kpis';
import { apiRequest } from '@/lib/api-client';

export const kpisQuery = queryOptions({
  queryKey: kpisQueryKey,
  queryFn: async () => kpisSchema.parse(await apiRequest('/staff/kpis')),
});
