import { createContext, useContext } from 'react';
import type { SignInOutput } from 'aws-amplify/auth';
import type { Candidate } from '@portal/shared/candidates/candidate';

export type SignInNextStep = SignInOutput['nextStep'];
export type LoginMethod = 'password' | 'emailCode';

/** What a login attempt led to (spec §4 Login). */
export type LoginResult =
  | { status: 'done'; candidate: Candidate | null }
  | { status: 'needsConfirmation'; username: string }
  | { status: 'nextStep'; nextStep: SignInNextStep; username: string };

/** The auth context of spec §3. */
export interface SessionApi {
  candidate: Candidate | null;
  authenticated: boolean;
  loading: boolean;
  /** Signs in (SRP by default); `emailCode` asks for a one-time code by e-mail instead. */
  login(username: string, password: string, method?: LoginMethod): Promise<LoginResult>;
  logout(): Promise<void>;
  setCandidate(candidate: Candidate | null): void;
  fetchCandidate(numeroDocumento: string): Promise<Candidate | null>;
  /** After a sign-in step ends in DONE: reads the candidate and tells the other tabs. */
  completeSignIn(): Promise<Candidate | null>;
  /**
   * Runs `listener` each time a sign-in step ends in DONE, before the candidate is read, so what does
   * not depend on the candidate can start alongside. Returns the way to stop.
   */
  whenSignedIn(listener: () => void): () => void;
}

export const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession must be used inside <SessionProvider>');
  return api;
}
