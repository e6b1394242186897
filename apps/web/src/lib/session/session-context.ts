import { createContext, useContext } from 'react';
import type { Candidate } from '@portal/shared/candidate';

/** The auth context of spec §3. */
export interface SessionApi {
  candidate: Candidate | null;
  authenticated: boolean;
  loading: boolean;
  login(username: string, password: string): Promise<unknown>;
  logout(): Promise<void>;
  setCandidate(candidate: Candidate | null): void;
  fetchCandidate(numeroDocumento: string): Promise<Candidate | null>;
}

export const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession must be used inside <SessionProvider>');
  return api;
}
