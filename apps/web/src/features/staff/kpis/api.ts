import { queryOptions } from '@tanstack/react-query';
import { kpisSchema } from '@portal/shared/kpis';
import { apiRequest } from '@/lib/api-client';

export const kpisQuery = queryOptions({
  queryKey: ['staff', 'kpis'],
  queryFn: async () => kpisSchema.parse(await apiRequest('/staff/kpis')),
});
