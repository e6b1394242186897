import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AlertsProvider } from '@/components/alerts/AlertsProvider';
import { bootData } from '@/lib/boot-data';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session/SessionProvider';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // Answers the server sent with the page: its first render shows them without calling the API.
    for (const [key, data] of bootData()?.queries ?? []) client.setQueryData(key, data);
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
