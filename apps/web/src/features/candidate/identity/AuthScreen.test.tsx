import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authFlowMessages, confirmationErrors, loginErrors } from '@portal/shared/messages';
import { SessionContext, type SessionApi } from '@/lib/session/session-context';
import { renderWithProviders } from '@/testing/render';
import AuthScreen from './AuthScreen';

const auth = vi.hoisted(() => ({
  confirmSignUp: vi.fn(),
  resendSignUpCode: vi.fn(),
  autoSignIn: vi.fn(),
}));
vi.mock('@/lib/amplify', () => ({ loadAuth: async () => auth }));

const named = (name: string) => Object.assign(new Error(name), { name });

function renderAuth(login: SessionApi['login']) {
  const session = {
    candidate: null,
    authenticated: false,
    loading: false,
    login,
    logout: vi.fn(async () => undefined),
    completeSignIn: vi.fn(async () => null),
  } as unknown as SessionApi;
  renderWithProviders(
    <SessionContext.Provider value={session}>
      <AuthScreen />
    </SessionContext.Provider>,
  );
}

async function signIn(password = 'Portal2026!') {
  fireEvent.change(screen.getByLabelText('Número de documento'), { target: { value: '1020304050' } });
  fireEvent.change(screen.getByLabelText('Contraseña', { selector: 'input' }), {
    target: { value: password },
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  });
}

const code = async (value: string) => {
  fireEvent.change(screen.getByLabelText('Código de verificación'), { target: { value } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar cuenta' }));
  });
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('auth screen messages never outlive the attempt they speak of', () => {
  it('a wrong confirmation code’s error goes once a new code is sent', async () => {
    renderAuth(vi.fn(async () => ({ status: 'needsConfirmation' as const, username: '1020304050' })));
    await signIn();
    auth.confirmSignUp.mockRejectedValue(named('CodeMismatchException'));
    await code('000000');
    expect(await screen.findByText(confirmationErrors.CodeMismatchException)).toBeTruthy();

    auth.resendSignUpCode.mockResolvedValue({});
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reenviar código' }));
    });
    expect(await screen.findByText(authFlowMessages.codeResent)).toBeTruthy();
    expect(screen.queryByText(confirmationErrors.CodeMismatchException)).toBeNull();
  });

  it('the confirmation step’s notices go when the person tries a code', async () => {
    renderAuth(vi.fn(async () => ({ status: 'needsConfirmation' as const, username: '1020304050' })));
    await signIn();
    expect(await screen.findByText(authFlowMessages.accountNotConfirmed)).toBeTruthy();
    auth.confirmSignUp.mockRejectedValue(named('CodeMismatchException'));
    await code('000000');
    expect(await screen.findByText(confirmationErrors.CodeMismatchException)).toBeTruthy();
    expect(screen.queryByText(authFlowMessages.accountNotConfirmed)).toBeNull();

    auth.resendSignUpCode.mockResolvedValue({});
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reenviar código' }));
    });
    expect(await screen.findByText(authFlowMessages.codeResent)).toBeTruthy();
    auth.confirmSignUp.mockRejectedValue(named('ExpiredCodeException'));
    await code('111111');
    expect(await screen.findByText(confirmationErrors.ExpiredCodeException)).toBeTruthy();
    expect(screen.queryByText(authFlowMessages.codeResent)).toBeNull();
  });

  it('the sign-in step’s notice goes when the person signs in again', async () => {
    const login = vi.fn<SessionApi['login']>(async () => ({ status: 'done', candidate: null }));
    renderAuth(login);
    await signIn();
    expect(await screen.findByText(authFlowMessages.candidateMissing)).toBeTruthy();

    login.mockRejectedValue(named('NotAuthorizedException'));
    await signIn('otra-clave');
    expect(await screen.findByText(loginErrors.NotAuthorizedException)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(authFlowMessages.candidateMissing)).toBeNull());
  });
});
