import { queryOptions } from '@tanstack/react-query';
import { kpisQueryKey } from '@portal/shared/system/query-keys';
import { apiRequest } from '@/lib/api-client';
import { parsedWith, schemaIn } from '@/lib/parse-later';

// The dashboard home's figures come in its page's boot data: the schema loads with a later call (0073).
const schema = schemaIn(() => import('@portal/shared/kpis'));

export const kpisQuery = queryOptions({
  queryKey: kpisQueryKey,
  queryFn: () => parsedWith(schema('kpisSchema'), apiRequest('/staff/kpis')),
});
