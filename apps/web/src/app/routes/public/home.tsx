import { lazy, Suspense } from 'react';
import { PageLoader } from '@/components/layout/PageLoader';
import { useSession } from '@/lib/session/session-context';
import { CandidateShell } from '../../CandidateShell';

const AuthScreen = lazy(() => import('@/features/candidate/auth/AuthScreen'));
const CandidateHomeScreen = lazy(() => import('../../CandidateHomeScreen'));

/** `/`: the candidate home when signed in, otherwise the portal login (spec §2). */
export default function HomeScreen() {
  const { authenticated, loading } = useSession();
  if (loading) return <PageLoader />;
  return (
    <CandidateShell>
      <Suspense fallback={<PageLoader />}>
        {authenticated ? <CandidateHomeScreen /> : <AuthScreen />}
      </Suspense>
    </CandidateShell>
  );
}
