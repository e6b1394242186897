import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AlertsProvider } from '@/components/alerts/AlertsProvider';
import { SessionProvider } from '@/lib/session/SessionProvider';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AlertsProvider>
        <SessionProvider>{children}</SessionProvider>
      </AlertsProvider>
    </QueryClientProvider>
  );
}
