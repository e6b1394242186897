import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '@portal/shared/applications/candidate';
import type { VacancyDetail } from '@portal/shared/vacancies/public';
import { SessionContext, type SessionApi } from '@/lib/session/session-context';
import { renderWithProviders } from '@/testing/render';
import { ApplyPanel } from './ApplyPanel';

const vacancy = { id_vacante: 7, estado: 'abierta', espacios: [] } as unknown as VacancyDetail;
// A whole answer: the panel parses it with the shared schema.
const application: Application = {
  id_postulacion: 1,
  id_vacante: 7,
  titulo: 'Operario de montacargas',
  empresa: 'Logística Andina S.A.S.',
  nombre_ciudad: 'Medellín',
  estado: 'recibida',
  utm_source: null,
  utm_campaign: null,
  fecha_postulacion: '2026-11-24T12:00:00.000Z',
  entrevista: null,
  historial: [],
  comparte_hv: false,
  comparte_con_empresas: true,
};
const session = { authenticated: true, loading: false, candidate: null } as unknown as SessionApi;

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
let online = true;

function renderPanel() {
  return renderWithProviders(
    <SessionContext.Provider value={session}>
      <ApplyPanel vacancy={vacancy} />
    </SessionContext.Provider>,
  );
}

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url, init) => {
    if (init?.method !== 'POST') return json([]);
    if (!online) throw new TypeError('Failed to fetch');
    return json({ created: true, application });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  window.dispatchEvent(new Event('online'));
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ApplyPanel without a connection', () => {
  it('says so at once, sends nothing later by itself, and applies when asked again', async () => {
    renderPanel();
    const apply = await screen.findByRole('button', { name: 'Postularme' });
    await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(false));
    online = false;
    window.dispatchEvent(new Event('offline'));
    fireEvent.click(apply);

    // The schema loads on the first call (parse-later): a loaded machine can take over a second.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Sin conexión. Revisa tu internet e intenta de nuevo.');
    expect(screen.getByRole('button', { name: 'Postularme' }).hasAttribute('disabled')).toBe(false);
    expect(posts()).toHaveLength(1);

    // Back online, nothing is sent until the candidate asks.
    online = true;
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByText('¡Listo! Tu postulación quedó registrada.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(posts()).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a server that cannot be reached apart from being offline', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'POST') throw new TypeError('Failed to fetch');
      return json([]);
    });
    renderPanel();
    const apply = await screen.findByRole('button', { name: 'Postularme' });
    await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(false));
    fireEvent.click(apply);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      'No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.',
    );
  });
});
