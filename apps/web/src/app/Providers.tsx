import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AlertsProvider } from '@/components/alerts/AlertsProvider';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session/SessionProvider';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AlertsProvider>
        <SessionProvider>{children}</SessionProvider>
      </AlertsProvider>
    </QueryClientProvider>
  );
}
