import { lazy, Suspense } from 'react';
import { PublicShell } from '@/components/layout/PublicShell';
import { PageLoader } from '@/components/layout/PageLoader';
import { useSession } from '@/lib/session/session-context';

const AuthScreen = lazy(() => import('@/features/candidate/auth/AuthScreen'));
const CandidateHomeScreen = lazy(() => import('../../CandidateHomeScreen'));

/** `/`: the candidate home when signed in, otherwise the portal login (spec §2). */
export default function HomeScreen() {
  const { authenticated, loading } = useSession();
  if (loading) return <PageLoader />;
  return (
    <PublicShell>
      <Suspense fallback={<PageLoader />}>
        {authenticated ? <CandidateHomeScreen /> : <AuthScreen />}
      </Suspense>
    </PublicShell>
  );
}
