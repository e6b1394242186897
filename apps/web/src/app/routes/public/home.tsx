import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/layout/PageLoader';
import { knownSignedOut } from '@/lib/amplify';
import { preloadable } from '@/lib/preloadable';
import { takeReturnPath } from '@/lib/session/return-path';
import { useSession } from '@/lib/session/session-context';
import { CandidateShell } from '../../CandidateShell';
import { preloadCandidateHomeSchemas, prefetchCandidateHomeReads } from '../../prefetch-candidate-home';
import { fetchSignInAhead } from '../../sign-in-ahead';

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
  const navigate = useNavigate();
  const sessionSeen = useRef(false);
  // Signed in already when the app started here: a way back remembered on the way (a vacancy's plain
  // «Postularme» form, pressed before the app had come) is taken now. No sign-in will take it.
  useEffect(() => {
    if (loading || sessionSeen.current) return;
    sessionSeen.current = true;
    const returnPath = authenticated ? takeReturnPath() : null;
    if (returnPath) navigate(returnPath, { replace: true });
  }, [loading, authenticated, navigate]);
  // Signing in: the home's files download while the password is typed (decision 0078). When the
  // sign-in is DONE its reads start, alongside the candidate's record, not after it (decision 0072,
  // issue 35), and its module runs while they travel: run at the tap, it held Amplify and the first
  // SRP call back (~150 ms on a slow phone). The home shows with its data, without a lazy screen's hold.
  useEffect(() => {
    if (loading || authenticated) return;
    document.addEventListener('submit', preloadCandidateHomeSchemas, { capture: true, once: true });
    const stopFetching = fetchSignInAhead();
    // A task later: the candidate's lookup, a longer chain of promises, leaves first. The home waits for
    // it alone; sent after five reads that carry the token too, it queued behind their upload.
    const stop = whenSignedIn(() =>
      setTimeout(() => {
        prefetchCandidateHomeReads(queryClient);
        setTimeout(() => void candidateHome.preload());
      }),
    );
    return () => {
      document.removeEventListener('submit', preloadCandidateHomeSchemas, { capture: true });
      stopFetching();
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
