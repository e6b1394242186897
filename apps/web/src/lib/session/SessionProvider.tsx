import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SignInOutput } from 'aws-amplify/auth';
import { STORAGE_KEYS } from '@portal/shared/constants';
import type { Candidate } from '@portal/shared/candidates/candidate';
import { knownSignedOut } from '../amplify';
import { getCandidateByDocument, preloadCandidateLookup } from './candidate-api';
import { currentUsername, endIdentitySession, startSignIn } from './identity';
import { SessionContext, type LoginMethod, type LoginResult, type SessionApi } from './session-context';
import { clearSessionKeys, removeCsrfCookie, writeAuthEvent } from './storage-cleanup';

function mirrorCandidate(candidate: Candidate | null): void {
  if (candidate) localStorage.setItem(STORAGE_KEYS.candidate, JSON.stringify(candidate));
  else localStorage.removeItem(STORAGE_KEYS.candidate);
}

/** The candidate session of spec §3/§4: start-up check, login, logout and multi-tab sync. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [candidate, setCandidateState] = useState<Candidate | null>(null);
  const [loading, setLoading] = useState(() => !knownSignedOut());
  const authenticatedRef = useRef(false);
  const checkSeq = useRef(0);
  const signedInListeners = useRef(new Set<() => void>());

  const setCandidate = useCallback((next: Candidate | null) => {
    authenticatedRef.current = next !== null;
    mirrorCandidate(next);
    setCandidateState(next);
  }, []);

  const fetchCandidate = useCallback(
    async (numeroDocumento: string) => {
      const lookup = await getCandidateByDocument(numeroDocumento);
      const found = lookup.ok ? lookup.candidate : null;
      setCandidate(found);
      return found;
    },
    [setCandidate],
  );

  /** Current user, then the candidate by username; anything short of success means signed out. */
  const check = useCallback(async () => {
    const seq = ++checkSeq.current;
    let found: Candidate | null = null;
    try {
      const username = await currentUsername();
      if (username) {
        const lookup = await getCandidateByDocument(username);
        if (lookup.ok) found = lookup.candidate;
      }
    } catch (error) {
      console.warn('No se pudo comprobar la sesión', error);
    }
    if (seq !== checkSeq.current) return found;
    setCandidate(found);
    setLoading(false);
    return found;
  }, [setCandidate]);

  useEffect(() => {
    void check();
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.authEvent) void check();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [check]);

  const logout = useCallback(async () => {
    await endIdentitySession();
    checkSeq.current++;
    setCandidate(null);
    writeAuthEvent();
    clearSessionKeys(localStorage);
    removeCsrfCookie();
  }, [setCandidate]);

  const whenSignedIn = useCallback((listener: () => void) => {
    signedInListeners.current.add(listener);
    return () => void signedInListeners.current.delete(listener);
  }, []);

  const completeSignIn = useCallback(async () => {
    for (const listener of signedInListeners.current) listener();
    const found = await check();
    writeAuthEvent();
    return found;
  }, [check]);

  const login = useCallback(
    async (username: string, password: string, method: LoginMethod = 'password'): Promise<LoginResult> => {
      if (authenticatedRef.current) await logout();
      preloadCandidateLookup();
      const output: SignInOutput = await startSignIn(username, password, method);
      const step = output.nextStep.signInStep;
      if (step === 'CONFIRM_SIGN_UP') return { status: 'needsConfirmation', username };
      if (step === 'DONE') return { status: 'done', candidate: await completeSignIn() };
      return { status: 'nextStep', nextStep: output.nextStep, username };
    },
    [logout, completeSignIn],
  );

  const api = useMemo<SessionApi>(
    () => ({
      candidate,
      authenticated: candidate !== null,
      loading,
      login,
      logout,
      setCandidate,
      fetchCandidate,
      completeSignIn,
      whenSignedIn,
    }),
    [candidate, loading, login, logout, setCandidate, fetchCandidate, completeSignIn, whenSignedIn],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
