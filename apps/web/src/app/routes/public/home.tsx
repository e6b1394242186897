import { Suspense, useEffect } from 'react';
import { PageLoader } from '@/components/layout/PageLoader';
import { knownSignedOut } from '@/lib/amplify';
import { preloadable } from '@/lib/preloadable';
import { useSession } from '@/lib/session/session-context';
import { CandidateShell } from '../../CandidateShell';

const auth = preloadable(() => import('@/features/candidate/identity/AuthScreen'));
const candidateHome = preloadable(() => import('../../CandidateHomeScreen'));

/**
 * Fetches the screen `/` will show before it renders: the sign-in form for a visitor known to be
 * signed out (and on the server, which renders it so), else the candidate's home.
 */
export async function loader() {
  await (knownSignedOut() ? auth : candidateHome).preload();
  return null;
}

/** `/`: the candidate home when signed in, otherwise the portal login (spec §2). */
export default function HomeScreen() {
  const { authenticated, loading } = useSession();
  // Signing in: the home's files download alongside the SRP maths and the calls, not after them, so
  // the home shows as soon as the session is there, without a lazy screen's hold (decision 0072).
  useEffect(() => {
    if (loading || authenticated) return;
    const warm = () => void candidateHome.preload();
    document.addEventListener('submit', warm, { capture: true, once: true });
    return () => document.removeEventListener('submit', warm, { capture: true });
  }, [loading, authenticated]);
  if (loading) return <PageLoader />;
  return (
    <CandidateShell>
      <Suspense fallback={<PageLoader />}>
        {authenticated ? <candidateHome.Screen /> : <auth.Screen />}
      </Suspense>
    </CandidateShell>
  );
}
