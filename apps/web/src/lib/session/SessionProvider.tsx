import { useMemo, useState, type ReactNode } from 'react';
import type { Candidate } from '@portal/shared/candidate';
import { SessionContext, type SessionApi } from './session-context';

/**
 * Holds the candidate session of spec §3/§4. Until the identity service is wired in (issue 3),
 * nobody is signed in, so guarded screens redirect to the login at `/`.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const api = useMemo<SessionApi>(
    () => ({
      candidate,
      authenticated: candidate !== null,
      loading: false,
      setCandidate,
      login: () => Promise.reject(new Error('El inicio de sesión aún no está disponible.')),
      logout: async () => setCandidate(null),
      fetchCandidate: async () => null,
    }),
    [candidate],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
