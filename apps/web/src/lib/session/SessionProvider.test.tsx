import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Candidate } from '@portal/shared/candidates/candidate';
import { SessionProvider } from './SessionProvider';
import { useSession, type SessionApi } from './session-context';

const identity = vi.hoisted(() => ({
  currentUsername: vi.fn<() => Promise<string | null>>(),
  endIdentitySession: vi.fn<() => Promise<void>>(),
  startSignIn: vi.fn(),
}));
const candidates = vi.hoisted(() => ({ getCandidateByDocument: vi.fn(), preloadCandidateLookup: vi.fn() }));
vi.mock('./identity', () => identity);
vi.mock('./candidate-api', () => candidates);

const ana = { numero_documento: '1020304050', primer_nombre: 'Ana' } as Candidate;
const latest: { session?: SessionApi } = {};
const session = () => latest.session!;

function Probe() {
  const api = useSession();
  useEffect(() => {
    latest.session = api;
  }, [api]);
  return <p>{api.loading ? 'cargando' : api.authenticated ? 'dentro' : 'fuera'}</p>;
}

const renderSession = () =>
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );

describe('SessionProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    identity.endIdentitySession.mockResolvedValue();
    candidates.getCandidateByDocument.mockResolvedValue({ ok: true, candidate: ana });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('starts signed out when there is no current user, without looking up a candidate', async () => {
    identity.currentUsername.mockResolvedValue(null);
    renderSession();
    await screen.findByText('fuera');
    expect(candidates.getCandidateByDocument).not.toHaveBeenCalled();
  });

  it('looks the candidate up by username and mirrors it in localStorage', async () => {
    identity.currentUsername.mockResolvedValue('1020304050');
    renderSession();
    await screen.findByText('dentro');
    expect(candidates.getCandidateByDocument).toHaveBeenCalledWith('1020304050');
    expect(JSON.parse(localStorage.getItem('candidate')!)).toEqual(ana);
  });

  it('treats an unknown candidate or a failed check as signed out', async () => {
    identity.currentUsername.mockResolvedValue('1020304050');
    candidates.getCandidateByDocument.mockResolvedValue({ ok: false, message: 'does not exist' });
    renderSession();
    await screen.findByText('fuera');
    expect(localStorage.getItem('candidate')).toBeNull();
  });

  it('re-checks when another tab writes authEvent', async () => {
    identity.currentUsername.mockResolvedValue(null);
    renderSession();
    await screen.findByText('fuera');
    identity.currentUsername.mockResolvedValue('1020304050');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'authEvent', newValue: '1' }));
    });
    await screen.findByText('dentro');
    expect(identity.currentUsername).toHaveBeenCalledTimes(2);
  });

  it('logout signs out, clears the session keys, writes authEvent and keeps the rest', async () => {
    identity.currentUsername.mockResolvedValue('1020304050');
    renderSession();
    await screen.findByText('dentro');
    localStorage.setItem('job_4', '{}');
    localStorage.setItem('utm_source', 'x');
    localStorage.setItem('ajuste', 'se queda');
    await act(() => session().logout());
    await waitFor(() => expect(screen.getByText('fuera')).toBeTruthy());
    expect(identity.endIdentitySession).toHaveBeenCalled();
    expect(Object.keys(localStorage).sort()).toEqual(['ajuste', 'authEvent']);
  });

  it('login with CONFIRM_SIGN_UP returns needsConfirmation with the username', async () => {
    identity.currentUsername.mockResolvedValue(null);
    identity.startSignIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_UP' },
    });
    renderSession();
    await screen.findByText('fuera');
    await expect(session().login('55', 'Clave-123')).resolves.toEqual({
      status: 'needsConfirmation',
      username: '55',
    });
  });
});
