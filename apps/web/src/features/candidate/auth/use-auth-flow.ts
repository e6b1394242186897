import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SignInOutput } from 'aws-amplify/auth';
import { PENDING_SIGN_IN_TTL_MS } from '@portal/shared/constants';
import { authFlowMessages } from '@portal/shared/messages';
import type { Candidate } from '@portal/shared/candidate';
import { loadAuth } from '@/lib/amplify';
import { takeReturnPath } from '@/lib/session/return-path';
import { useSession, type LoginResult, type SignInNextStep } from '@/lib/session/session-context';
import type { AlertTone } from '@/components/ui/FormAlert';

export type Notice = { tone: AlertTone; text: string } | null;

export type FlowStep =
  | { name: 'signIn' }
  | { name: 'signUp' }
  | { name: 'confirmSignUp'; username: string; password?: string; destination?: string }
  | { name: 'forgotPassword' }
  | { name: 'resetPassword'; username: string; destination?: string }
  | { name: 'challenge'; username: string; nextStep: SignInNextStep; startedAt: number };

interface FlowState {
  step: FlowStep;
  notice: Notice;
  /** The document number last typed, to prefill the next form. */
  username: string;
}

/** The login screen's state machine: which step shows, its notice, and the moves between steps. */
export function useAuthFlow() {
  const session = useSession();
  const navigate = useNavigate();
  const [state, setState] = useState<FlowState>({ step: { name: 'signIn' }, notice: null, username: '' });

  const go = useCallback((step: FlowStep, notice: Notice = null) => {
    setState((current) => ({
      step,
      notice,
      username: 'username' in step ? step.username : current.username,
    }));
  }, []);

  const remember = useCallback((username: string) => setState((current) => ({ ...current, username })), []);

  const expire = useCallback(
    () => go({ name: 'signIn' }, { tone: 'warning', text: authFlowMessages.pendingExpired }),
    [go],
  );

  // A pending sign-in lives 3 minutes (spec §4, §9); then the person starts again.
  const { step } = state;
  useEffect(() => {
    if (step.name !== 'challenge') return;
    const timer = setTimeout(expire, Math.max(0, step.startedAt + PENDING_SIGN_IN_TTL_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [step, expire]);

  const finish = useCallback(
    async (candidate: Candidate | null) => {
      if (!candidate) {
        await session.logout();
        go({ name: 'signIn' }, { tone: 'error', text: authFlowMessages.candidateMissing });
        return;
      }
      const returnPath = takeReturnPath();
      if (returnPath) navigate(returnPath, { replace: true });
    },
    [session, go, navigate],
  );

  const startReset = useCallback(
    async (username: string, notice: Notice = null) => {
      const { resetPassword } = await loadAuth();
      const output = await resetPassword({ username });
      const destination = output.nextStep.codeDeliveryDetails?.destination;
      go({ name: 'resetPassword', username, destination }, notice);
    },
    [go],
  );

  /** Moves on after any sign-in call: done, a challenge, a code to confirm or a reset. */
  const afterSignIn = useCallback(
    async (output: SignInOutput, username: string, password?: string) => {
      const next = output.nextStep;
      if (next.signInStep === 'DONE') return finish(await session.completeSignIn());
      if (next.signInStep === 'CONFIRM_SIGN_UP') {
        return go(
          { name: 'confirmSignUp', username, password },
          { tone: 'info', text: authFlowMessages.accountNotConfirmed },
        );
      }
      if (next.signInStep === 'RESET_PASSWORD') {
        return startReset(username, { tone: 'info', text: authFlowMessages.resetRequired });
      }
      go({ name: 'challenge', username, nextStep: next, startedAt: Date.now() });
    },
    [finish, go, session, startReset],
  );

  const afterLogin = useCallback(
    async (result: LoginResult, password?: string) => {
      if (result.status === 'done') return finish(result.candidate);
      if (result.status === 'needsConfirmation') {
        return afterSignIn(
          { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } },
          result.username,
          password,
        );
      }
      return afterSignIn({ isSignedIn: false, nextStep: result.nextStep }, result.username, password);
    },
    [afterSignIn, finish],
  );

  /**
   * After the code is confirmed: Amplify's auto sign-in (armed by signUp, valid 3 minutes), else a
   * sign-in with the password typed in this visit, else the sign-in form.
   */
  const signInAfterConfirmation = useCallback(
    async (username: string, password?: string) => {
      try {
        const { autoSignIn } = await loadAuth();
        return await afterSignIn(await autoSignIn(), username, password);
      } catch (error) {
        console.warn('Inicio de sesión automático no disponible', error);
      }
      if (password) return afterLogin(await session.login(username, password), password);
      go({ name: 'signIn' }, { tone: 'success', text: authFlowMessages.confirmedSignInManually });
    },
    [afterSignIn, afterLogin, go, session],
  );

  return {
    ...state,
    go,
    remember,
    expire,
    afterSignIn,
    afterLogin,
    startReset,
    finish,
    signInAfterConfirmation,
  };
}

export type AuthFlow = ReturnType<typeof useAuthFlow>;
