import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authFlowMessages } from '@portal/shared/messages';
import type { Candidate } from '@portal/shared/candidates/candidate';
import { SessionContext, type SessionApi } from '@/lib/session/session-context';
import { rememberReturnPath } from '@/lib/session/return-path';
import { useAuthFlow } from './use-auth-flow';

const auth = vi.hoisted(() => ({ resetPassword: vi.fn() }));
vi.mock('@/lib/amplify', () => ({ loadAuth: async () => auth }));

const ana = { numero_documento: '1020304050' } as Candidate;

function setup(start = '/') {
  const session = { completeSignIn: vi.fn(async () => ana), logout: vi.fn() } as unknown as SessionApi;
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [start] });
    return (
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    );
  };
  const hook = renderHook(() => useAuthFlow(), { wrapper });
  return { hook, session, router: () => router };
}

describe('useAuthFlow', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('RESET_PASSWORD starts the reset with a code step', async () => {
    auth.resetPassword.mockResolvedValue({
      nextStep: {
        resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
        codeDeliveryDetails: { destination: 'a***@e***' },
      },
    });
    const { hook } = setup();
    await act(() =>
      hook.result.current.afterSignIn(
        { isSignedIn: false, nextStep: { signInStep: 'RESET_PASSWORD' } },
        '55',
      ),
    );
    expect(auth.resetPassword).toHaveBeenCalledWith({ username: '55' });
    expect(hook.result.current.step).toEqual({
      name: 'resetPassword',
      username: '55',
      destination: 'a***@e***',
    });
    expect(hook.result.current.notice).toEqual({ tone: 'info', text: authFlowMessages.resetRequired });
  });

  it('a pending challenge expires after 3 minutes', async () => {
    vi.useFakeTimers();
    const { hook } = setup();
    await act(() =>
      hook.result.current.afterSignIn(
        { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } },
        '55',
      ),
    );
    expect(hook.result.current.step.name).toBe('challenge');
    act(() => vi.advanceTimersByTime(3 * 60 * 1000 - 1));
    expect(hook.result.current.step.name).toBe('challenge');
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.step.name).toBe('signIn');
    expect(hook.result.current.notice).toEqual({ tone: 'warning', text: authFlowMessages.pendingExpired });
    expect(hook.result.current.username).toBe('55');
  });

  it('DONE goes back to the remembered path', async () => {
    rememberReturnPath('/solicitudes-documentos?id=3');
    const { hook, session, router } = setup();
    await act(() =>
      hook.result.current.afterSignIn({ isSignedIn: true, nextStep: { signInStep: 'DONE' } }, '55'),
    );
    expect(session.completeSignIn).toHaveBeenCalled();
    expect(router().state.location.pathname + router().state.location.search).toBe(
      '/solicitudes-documentos?id=3',
    );
  });

  it('each step has its own address, so Back and Forward move between steps', async () => {
    const { hook, router } = setup();
    const where = () => router().state.location.search;
    act(() => hook.result.current.go({ name: 'signUp' }));
    expect(where()).toBe('?paso=registro');
    act(() => hook.result.current.go({ name: 'confirmSignUp', username: '55', destination: 'a***@e***' }));
    expect(where()).toBe('?paso=confirmar');

    await act(() => router().navigate(-1));
    expect(hook.result.current.step.name).toBe('signUp');
    await act(() => router().navigate(-1));
    expect(hook.result.current.step.name).toBe('signIn');
    await act(() => router().navigate(2));
    expect(hook.result.current.step).toEqual({
      name: 'confirmSignUp',
      username: '55',
      destination: 'a***@e***',
    });

    // Back to sign-in ends the step: it replaces the entry instead of adding one.
    act(() => hook.result.current.go({ name: 'signIn' }, { tone: 'success', text: 'listo' }));
    expect(where()).toBe('');
    expect(hook.result.current.notice).toEqual({ tone: 'success', text: 'listo' });
    await act(() => router().navigate(-1));
    expect(hook.result.current.step.name).toBe('signUp');
    // A notice belongs to its step.
    expect(hook.result.current.notice).toBeNull();
  });

  it('a reload on a step that needs what was typed before falls back to sign-in', async () => {
    const { hook, router } = setup('/?paso=confirmar&utm_source=whatsapp');
    expect(hook.result.current.step.name).toBe('signIn');
    await vi.waitFor(() => expect(router().state.location.search).toBe('?utm_source=whatsapp'));
    const { hook: again } = setup('/?paso=recuperar');
    expect(again.result.current.step.name).toBe('forgotPassword');
  });

  it('signing in leaves the step address behind', async () => {
    const { hook, router } = setup('/?paso=verificar');
    act(() =>
      hook.result.current.go({
        name: 'challenge',
        username: '55',
        nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
        startedAt: Date.now(),
      }),
    );
    await act(() =>
      hook.result.current.afterSignIn({ isSignedIn: true, nextStep: { signInStep: 'DONE' } }, '55'),
    );
    expect(router().state.location.search).toBe('');
    expect(router().state.historyAction).toBe('REPLACE');
  });
});
