import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationList } from '@portal/shared/notifications';
import { renderWithProviders } from '@/testing/render';
import { NotificationBell } from './NotificationBell';

const list: NotificationList = {
  no_leidas: 2,
  items: [
    {
      id: 7,
      evento: 'candidatos_por_aprobar',
      titulo: 'Candidatos para aprobar: Operario',
      cuerpo: 'La agencia te envió 2 candidatos para «Operario».',
      enlace: '/order/procesos/3',
      creada_en: '2026-11-26T15:00:00.000Z',
      leida: false,
    },
    {
      id: 6,
      evento: 'cargo_aceptado',
      titulo: 'La agencia aceptó: Operario',
      cuerpo: 'La agencia aceptó tu orden.',
      enlace: '/order/procesos/3',
      creada_en: '2026-11-25T15:00:00.000Z',
      leida: true,
    },
  ],
};

// The network is the edge: the bell's list, and what marking one read sends.
const calls: { url: string; method: string }[] = [];
function serve() {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url: String(url), method: init?.method ?? 'GET' });
    const body = String(url).endsWith('/notifications') ? list : { message: 'Aviso marcado como leído.' };
    return new Response(JSON.stringify(body), { status: 200 });
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  calls.length = 0;
});

describe('the notification bell', () => {
  it('says how many are unread, opens its panel, and closes with Escape back on the bell', async () => {
    serve();
    renderWithProviders(<NotificationBell area="client" />);
    const bell = await screen.findByRole('button', { name: 'Avisos: 2 sin leer' });
    fireEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const heading = screen.getByRole('heading', { name: 'Avisos' });
    expect(document.activeElement).toBe(heading);
    const panel = within(document.getElementById(bell.getAttribute('aria-controls')!)!);
    expect(
      panel.getByRole('link', { name: /^Sin leer: Candidatos para aprobar: Operario La agencia te envió/ }),
    ).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Ver todos y elegir cómo me avisan' }).getAttribute('href')).toBe(
      '/order/avisos',
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell);
  });

  it('marks an unread notification read when it is followed, and all with one button', async () => {
    serve();
    const { router } = renderWithProviders(<NotificationBell area="client" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Avisos: 2 sin leer' }));
    fireEvent.click(screen.getByRole('link', { name: /Candidatos para aprobar/ }));
    await waitFor(() =>
      expect(calls).toContainEqual({ url: '/api/client/notifications/7/read', method: 'POST' }),
    );
    expect(router.state.location.pathname).toBe('/order/procesos/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Avisos: 2 sin leer' }));
    const markAll = screen.getByRole<HTMLButtonElement>('button', { name: 'Marcar todos como leídos' });
    // Disabled while the first mark is still being saved.
    await waitFor(() => expect(markAll.disabled).toBe(false));
    fireEvent.click(markAll);
    await waitFor(() =>
      expect(calls).toContainEqual({ url: '/api/client/notifications/read-all', method: 'POST' }),
    );
  });
});
