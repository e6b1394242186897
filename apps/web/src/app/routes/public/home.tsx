import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { PageLoader } from '@/components/layout/PageLoader';
import { knownSignedOut } from '@/lib/amplify';
import { preloadable } from '@/lib/preloadable';
import { useSession } from '@/lib/session/session-context';
import { CandidateShell } from '../../CandidateShell';
import { preloadCandidateHomeSchemas, prefetchCandidateHomeReads } from '../../prefetch-candidate-home';

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
  const { authenticated, loading, whenSignedIn } = useSession();
  const queryClient = useQueryClient();
  // Signing in: the home's files download alongside the SRP maths and the calls, and its reads start
  // when the sign-in is DONE, alongside the candidate's record, not after it (decision 0072, issue
  // 35): the home shows with its data, without a lazy screen's hold.
  useEffect(() => {
    if (loading || authenticated) return;
    const warm = () => {
      void candidateHome.preload();
      preloadCandidateHomeSchemas();
    };
    document.addEventListener('submit', warm, { capture: true, once: true });
    const stop = whenSignedIn(() => prefetchCandidateHomeReads(queryClient));
    return () => {
      document.removeEventListener('submit', warm, { capture: true });
      stop();
    };
  }, [loading, authenticated, whenSignedIn, queryClient]);
  if (loading) return <PageLoader />;
  return (
    <CandidateShell>
      <Suspense fallback={<PageLoader />}>
        {authenticated ? <candidateHome.Screen /> : <auth.Screen />}
      </Suspense>
    </CandidateShell>
  );
}
