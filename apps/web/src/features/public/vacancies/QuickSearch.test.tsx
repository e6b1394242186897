import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { landingMessages } from '@portal/shared/messages';
import { SessionContext, type SessionApi } from '@/lib/session/session-context';
import { renderWithProviders } from '@/testing/render';
import { QuickSearch } from './QuickSearch';

vi.mock('./api', () => ({
  useCities: () => ({ data: [{ id_ciudad: 25473, nombre_ciudad: 'Mosquera' }] }),
  useCategories: () => ({ data: [{ id_categoria: 3, nombre_categoria: 'Bodega' }] }),
}));

afterEach(cleanup);

function renderSearch(authenticated: boolean) {
  const session = { authenticated, loading: false } as SessionApi;
  const view = renderWithProviders(
    <SessionContext.Provider value={session}>
      <QuickSearch />
    </SessionContext.Provider>,
    { path: '/landing' },
  );
  return { ...view, form: screen.getByRole('search', { name: 'Busca vacantes' }) };
}

describe('QuickSearch (landing)', () => {
  it('leads to the home search with the chosen city and category', () => {
    const { form, router } = renderSearch(true);
    fireEvent.change(within(form).getByLabelText('Ciudad'), { target: { value: '25473' } });
    fireEvent.change(within(form).getByLabelText('Categoría'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buscar vacantes' }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?tab=jobs&id_ciudad=25473&id_categoria=3');
  });

  it('with nothing chosen, leads to every open vacancy', () => {
    const { form, router } = renderSearch(true);
    expect(within(form).getByLabelText<HTMLSelectElement>('Ciudad').value).toBe('');
    fireEvent.click(within(form).getByRole('button', { name: 'Buscar vacantes' }));
    expect(router.state.location.search).toBe('?tab=jobs');
  });

  it('tells a signed-out visitor that the results come after signing in', () => {
    renderSearch(false);
    expect(screen.getByText(landingMessages.search.signedOut)).toBeTruthy();
    cleanup();
    renderSearch(true);
    expect(screen.queryByText(landingMessages.search.signedOut)).toBeNull();
  });
});
