import { act, cleanup, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionContext, type SessionApi } from '@/lib/session/session-context';
import { renderWithProviders } from '@/testing/render';
import { RequireCandidate, requireStaffCookieReturning } from './guards';

const session = (authenticated: boolean) => ({ authenticated, loading: false }) as unknown as SessionApi;

function Guarded({ value }: { value: SessionApi }) {
  return (
    <SessionContext.Provider value={value}>
      <RequireCandidate>
        <p>Portal de documentos</p>
      </RequireCandidate>
    </SessionContext.Provider>
  );
}

let signOut = () => {};
/** Signed in until the test calls signOut(), as Cerrar Sesión does. */
function SignsOut() {
  const [value, setValue] = useState(session(true));
  useEffect(() => {
    signOut = () => setValue(session(false));
  }, []);
  return <Guarded value={value} />;
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('RequireCandidate', () => {
  it('sends a signed-out visitor to / and remembers path and query', () => {
    const { router } = renderWithProviders(<Guarded value={session(false)} />, {
      path: '/solicitudes-documentos?id=5',
      route: '/solicitudes-documentos',
      routes: [{ path: '/', element: <p>Inicio</p> }],
    });
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem('returnTo')).toBe('/solicitudes-documentos?id=5');
  });

  it('does not remember the page of a candidate who signs out on it', () => {
    const { router } = renderWithProviders(<SignsOut />, {
      path: '/documentos',
      route: '/documentos',
      routes: [{ path: '/', element: <p>Inicio</p> }],
    });
    expect(screen.getByText('Portal de documentos')).toBeTruthy();
    act(() => signOut());
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem('returnTo')).toBeNull();
  });
});

describe('requireStaffCookieReturning', () => {
  const run = () =>
    requireStaffCookieReturning({
      request: new Request('http://localhost/system?vista=1'),
      params: {},
      context: undefined,
    } as unknown as Parameters<typeof requireStaffCookieReturning>[0]);

  it('sends a visitor without the staff cookie to /signin, which brings them back', () => {
    let thrown: unknown;
    try {
      run();
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).headers.get('location')).toBe('/signin?volver=%2Fsystem%3Fvista%3D1');
  });

  it('lets a visitor with the cookie through (the API decides)', () => {
    document.cookie = 'csrf_access_token=abc; path=/';
    expect(run()).toBeNull();
    document.cookie = 'csrf_access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
});
