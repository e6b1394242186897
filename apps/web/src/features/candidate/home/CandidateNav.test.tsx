import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionApi } from '@/lib/session/session-context';
import { renderWithProviders } from '@/testing/render';
import { CandidateNav } from './CandidateNav';

const logout = vi.fn(async () => undefined);
const session = { authenticated: true, loading: false, logout } as unknown as SessionApi;

function renderNav(path: string, attention?: number) {
  const result = renderWithProviders(
    <SessionContext.Provider value={session}>
      <CandidateNav attention={attention} />
    </SessionContext.Provider>,
    { path },
  );
  return { ...result, menu: screen.getByRole('navigation', { name: 'Menú del candidato' }) };
}

const current = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('candidate menu (spec §2, issue 9 item 20)', () => {
  it("keeps the spec's four entries and adds Documentos", () => {
    const { menu } = renderNav('/?tab=applications');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Vacantes', 'Aplicaciones', 'Mi Perfil', 'Documentos']);
    expect(within(menu).getByRole('button', { name: 'Cerrar Sesión' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Mi Perfil' }).getAttribute('href')).toBe('/?tab=profile');
    expect(current(menu)).toEqual(['Aplicaciones']);
  });

  it('marks the tab only on /, and Documentos on its own page', () => {
    expect(current(renderNav('/').menu)).toEqual(['Vacantes']);
    cleanup();
    expect(current(renderNav('/documentos').menu)).toEqual(['Documentos']);
    cleanup();
    expect(current(renderNav('/solicitudes-documentos').menu)).toEqual([]);
    cleanup();
    expect(current(renderNav('/vacancy/3?tab=profile').menu)).toEqual([]);
  });

  it('shows the documents needing attention on Documentos, in words for screen readers', () => {
    const { menu } = renderNav('/', 2);
    const link = within(menu).getByRole('link', { name: 'Documentos, 2 documentos requieren tu atención' });
    expect(link.getAttribute('href')).toBe('/documentos');
    cleanup();
    expect(
      within(renderNav('/', 1).menu).getByRole('link', {
        name: 'Documentos, 1 documento requiere tu atención',
      }),
    ).toBeTruthy();
    cleanup();
    expect(within(renderNav('/', 0).menu).getByRole('link', { name: 'Documentos' })).toBeTruthy();
  });

  it('navigates to /?tab= from anywhere, and Cerrar Sesión logs out without moving', () => {
    const { menu, router } = renderNav('/documentos');
    fireEvent.click(within(menu).getByRole('link', { name: 'Aplicaciones' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/?tab=applications');
    fireEvent.click(within(menu).getByRole('button', { name: 'Cerrar Sesión' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?tab=applications');
  });
});
