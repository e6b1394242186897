import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoader } from '@/components/layout/PageLoader';
import { useConsents } from './api';

const RenewConsent = lazy(() =>
  import('./RenewConsent').then((module) => ({ default: module.RenewConsent })),
);

/**
 * A signed-in candidate without the processing authorization for the policy in force (a new policy
 * version, or an account the agency imported) is asked for it before going on. While the state loads,
 * or if it cannot be read, the screen shows as usual: the API keeps the record, this only asks.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const consents = useConsents();
  if (!consents.data?.requiere_renovacion) return children;
  return (
    <Suspense fallback={<PageLoader />}>
      <RenewConsent />
    </Suspense>
  );
}
