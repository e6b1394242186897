import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authFlowMessages } from '@portal/shared/messages';
import type { Candidate } from '@portal/shared/candidate';
import { SessionContext, type SessionApi } from '@/lib/session/session-context';
import { rememberReturnPath } from '@/lib/session/return-path';
import { useAuthFlow } from './use-auth-flow';

const auth = vi.hoisted(() => ({ resetPassword: vi.fn() }));
vi.mock('@/lib/amplify', () => ({ loadAuth: async () => auth }));

const ana = { numero_documento: '1020304050' } as Candidate;

function setup() {
  const session = { completeSignIn: vi.fn(async () => ana), logout: vi.fn() } as unknown as SessionApi;
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }]);
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
});
