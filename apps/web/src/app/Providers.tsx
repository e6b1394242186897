import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { BootQuery } from '@portal/shared/system/boot';
import { AlertsProvider } from '@/components/alerts/AlertsProvider';
import { bootData } from '@/lib/boot-data';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session/SessionProvider';

/**
 * The app's contexts. `queries` are answers the server sent with the page (its boot data, read from
 * the page unless given, as the server renderer does): the first render shows them without a call.
 */
export function Providers({ children, queries }: { children: ReactNode; queries?: BootQuery[] }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    for (const [key, data] of queries ?? bootData()?.queries ?? []) client.setQueryData(key, data);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <AlertsProvider>
        <SessionProvider>{children}</SessionProvider>
      </AlertsProvider>
    </QueryClientProvider>
  );
}
