import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findPolicy } from '../policy-catalog';
import { renderPolicy } from '../render-policy';
import { PolicyPage } from './PolicyPage';

const PRIVACY = '---\ntitle: Privacidad\nupdated: 2026-11-15\n---\n## 1. Responsable\n\nTexto de privacidad.';

/** What the build serves for a policy file: its markdown rendered by the real build step. */
function markdownResponse(text: string) {
  return new Response(JSON.stringify(renderPolicy(text)), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

function Screen() {
  const policy = findPolicy(useParams().slug);
  return policy ? <PolicyPage policy={policy} /> : <p>404</p>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/politicas/:slug', Component: Screen }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const fetchMock = vi.fn<typeof fetch>();

describe('PolicyPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no CSS.escape, which react-aria's Modal reads; the keys it escapes are plain words.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads the versioned file and shows it without its front matter', async () => {
    fetchMock.mockResolvedValue(markdownResponse(PRIVACY));
    renderAt('/politicas/privacidad');

    expect(screen.getByRole('heading', { level: 1, name: 'Política de Privacidad' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Cargando documento...');
    expect(await screen.findByText('Texto de privacidad.')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/policies/v1/privacidad.json');
    expect(document.body.textContent).not.toContain('title: Privacidad');
    expect(screen.getByText('15 de noviembre de 2026').getAttribute('datetime')).toBe('2026-11-15');
    expect(document.title).toBe('Política de Privacidad | Portal de Empleo');
  });

  it('follows a link to another policy inside the SPA, and leaves other links to the browser', async () => {
    fetchMock.mockImplementation(async () =>
      markdownResponse('Ver [cookies](/politicas/cookies) y [correo](mailto:a@b.co).'),
    );
    const router = renderAt('/politicas/privacidad');
    const link = await screen.findByRole('link', { name: 'cookies' });
    await act(async () => fireEvent.click(link));
    expect(router.state.location.pathname).toBe('/politicas/cookies');
    const mail = await screen.findByRole('link', { name: 'correo' });
    expect(fireEvent.click(mail)).toBe(true);
    expect(router.state.location.pathname).toBe('/politicas/cookies');
  });

  it('highlights the active policy in the sidebar', async () => {
    fetchMock.mockResolvedValue(markdownResponse('Texto'));
    renderAt('/politicas/terminos');
    const nav = screen.getByRole('navigation', { name: 'Políticas' });
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(Array.from(current).map((link) => link.textContent)).toEqual(['Términos y Condiciones']);
    expect(nav.querySelectorAll('a')).toHaveLength(3);
  });

  it('shows a Spanish error with a retry that loads the text again', async () => {
    fetchMock.mockResolvedValueOnce(new Response('boom', { status: 500 }));
    fetchMock.mockResolvedValueOnce(markdownResponse('Texto de cookies.'));
    renderAt('/politicas/cookies');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No pudimos cargar este documento');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Texto de cookies.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats the SPA fallback page as a failed load', async () => {
    fetchMock.mockResolvedValue(
      new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
    );
    renderAt('/politicas/cookies');
    expect((await screen.findByRole('alert')).textContent).toContain('No pudimos cargar este documento');
  });

  it("'Menú' opens a native sheet with the three policies; choosing one navigates inside the SPA", async () => {
    fetchMock.mockImplementation(async () => markdownResponse('Texto'));
    const router = renderAt('/politicas/privacidad');

    // The browser opens and closes it (popover, decision 0072): no app code, nothing lazy.
    const menu = screen.getByRole('button', { name: 'Menú' });
    const sheet = document.getElementById(menu.getAttribute('popovertarget')!)!;
    expect(sheet.getAttribute('popover')).toBe('auto');
    expect(sheet.getAttribute('role')).toBe('dialog');
    expect(sheet.getAttribute('aria-labelledby')).toBe(sheet.querySelector('h2')!.id);
    const links = sheet.querySelectorAll('a');
    expect(Array.from(links).map((link) => link.textContent)).toEqual([
      'Política de Privacidad',
      'Términos y Condiciones',
      'Política de Cookies',
    ]);
    await act(async () => fireEvent.click(links[2] as HTMLAnchorElement));
    expect(router.state.location.pathname).toBe('/politicas/cookies');
  });
});
