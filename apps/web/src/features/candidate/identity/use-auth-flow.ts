import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SignInOutput } from 'aws-amplify/auth';
import { PENDING_SIGN_IN_TTL_MS } from '@portal/shared/constants';
import { authFlowMessages } from '@portal/shared/messages';
import type { Candidate } from '@portal/shared/candidates/candidate';
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

type StepName = FlowStep['name'];

/**
 * Each step has its own address (`/?paso=registro`…), so the phone's Back button goes to the previous
 * step instead of leaving the portal (issue 9 item 18). Sign-in is plain `/`.
 */
export const STEP_PARAM = 'paso';
const STEP_SLUGS: Record<Exclude<StepName, 'signIn'>, string> = {
  signUp: 'registro',
  confirmSignUp: 'confirmar',
  forgotPassword: 'recuperar',
  resetPassword: 'restablecer',
  challenge: 'verificar',
};
const slugOf = (name: StepName) => (name === 'signIn' ? null : STEP_SLUGS[name]);
const nameOf = (slug: string | null) =>
  (Object.keys(STEP_SLUGS) as (keyof typeof STEP_SLUGS)[]).find((name) => STEP_SLUGS[name] === slug);
/** Steps that need nothing typed before them can be opened from their address alone (a reload). */
const SIGN_IN: FlowStep = { name: 'signIn' };
const standalone: Partial<Record<StepName, FlowStep>> = {
  signUp: { name: 'signUp' },
  forgotPassword: { name: 'forgotPassword' },
};

interface FlowState {
  /** The last state of each step visited in this visit; its address says which one shows. */
  visited: Partial<Record<StepName, FlowStep>>;
  /** A notice belongs to the step it was given with, so it is gone after Back. */
  notice: Notice;
  noticeFor: StepName;
  /** The document number last typed, to prefill the next form. */
  username: string;
}

/** The login screen's state machine: which step shows, its notice, and the moves between steps. */
export function useAuthFlow() {
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<FlowState>({
    visited: {},
    notice: null,
    noticeFor: 'signIn',
    username: '',
  });
  const slug = params.get(STEP_PARAM);
  const named = nameOf(slug);
  const step: FlowStep = (named && (state.visited[named] ?? standalone[named])) || SIGN_IN;
  const notice = state.noticeFor === step.name ? state.notice : null;

  // An address whose step cannot be rebuilt (a reload mid-code) falls back to plain sign-in.
  const stale = slug !== null && step.name === 'signIn';
  useEffect(() => {
    if (stale) setParams((current) => withoutStep(current), { replace: true });
  }, [stale, setParams]);

  /**
   * Shows a step under its own address. Going forward adds a history entry; returning to sign-in
   * replaces the current one, because a finished or abandoned step is not somewhere to go Back to.
   */
  const go = useCallback(
    (next: FlowStep, nextNotice: Notice = null) => {
      setState((current) => ({
        visited: { ...current.visited, [next.name]: next },
        notice: nextNotice,
        noticeFor: next.name,
        username: 'username' in next ? next.username : current.username,
      }));
      const nextSlug = slugOf(next.name);
      setParams(
        (current) => {
          const updated = withoutStep(current);
          if (nextSlug) updated.set(STEP_PARAM, nextSlug);
          return updated;
        },
        { replace: nextSlug === null },
      );
    },
    [setParams],
  );

  const remember = useCallback((username: string) => setState((current) => ({ ...current, username })), []);

  /** The step's notice goes once the person tries again: it spoke of the last attempt, not the next. */
  const dismissNotice = useCallback(
    () => setState((current) => (current.notice ? { ...current, notice: null } : current)),
    [],
  );

  const expire = useCallback(
    () => go({ name: 'signIn' }, { tone: 'warning', text: authFlowMessages.pendingExpired }),
    [go],
  );

  // A pending sign-in lives 3 minutes (spec §4, §9); then the person starts again.
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
      // Signed in: the step's address is done with (no Back into a sign-in form).
      else setParams(withoutStep, { replace: true });
    },
    [session, go, navigate, setParams],
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
    step,
    notice,
    username: state.username,
    go,
    remember,
    dismissNotice,
    expire,
    afterSignIn,
    afterLogin,
    startReset,
    finish,
    signInAfterConfirmation,
  };
}

export type AuthFlow = ReturnType<typeof useAuthFlow>;

function withoutStep(params: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(params);
  copy.delete(STEP_PARAM);
  return copy;
}
