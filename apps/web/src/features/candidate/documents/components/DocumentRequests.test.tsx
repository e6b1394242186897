import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentReport } from '@portal/shared/documents/candidate';
import { AlertsProvider } from '@/components/alerts/AlertsProvider';
import { SessionContext, type SessionApi } from '@/lib/session/session-context';
import { documentType as type } from '@/testing/documents';
import { documentsApi } from '../api';
import { DocumentRequests } from './DocumentRequests';

vi.mock('../api', () => ({
  documentsApi: { report: vi.fn(), settings: vi.fn(), signMany: vi.fn(async () => ({ urls: [] })) },
  uploadFile: vi.fn(),
}));

const session = {
  candidate: { id_candidato: 1, primer_nombre: 'Ana', primer_apellido: 'Rodríguez' },
  authenticated: true,
  loading: false,
} as unknown as SessionApi;

function renderScreen() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AlertsProvider>
        <SessionContext.Provider value={session}>
          <MemoryRouter>
            <DocumentRequests />
          </MemoryRouter>
        </SessionContext.Provider>
      </AlertsProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('document requests screen (spec §2)', () => {
  it('says it is loading while the report is on its way', () => {
    vi.mocked(documentsApi.report).mockReturnValue(new Promise<DocumentReport>(() => undefined));
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Cargando documentos...' })).toBeTruthy();
    expect(
      screen.getByText('Estamos obteniendo la información de tus documentos. Un momento por favor.'),
    ).toBeTruthy();
  });

  it('lists only the types that have open requests', async () => {
    vi.mocked(documentsApi.report).mockResolvedValue({
      data: [type(1, 'Cédula de ciudadanía', 0), type(8, 'Certificación bancaria', 1)],
      status_code: 200,
    });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Documentos pendientes por cargar' })).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'documento-8',
    ]);
  });

  it('says nothing is pending when no request is open', async () => {
    vi.mocked(documentsApi.report).mockResolvedValue({
      data: [type(1, 'Cédula de ciudadanía', 0)],
      status_code: 200,
    });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'No tienes solicitudes pendientes' })).toBeTruthy();
    expect(
      screen.getByText(
        'Has completado todos los documentos solicitados. No necesitas realizar ninguna acción en este momento.',
      ),
    ).toBeTruthy();
  });

  it('says the report failed and retries, never that everything is done (issue 9 item 11)', async () => {
    vi.mocked(documentsApi.report).mockRejectedValue(new Error('500'));
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain('No pudimos cargar tus documentos.');
    expect(screen.queryByRole('heading', { name: 'No tienes solicitudes pendientes' })).toBeNull();
    vi.mocked(documentsApi.report).mockResolvedValue({
      data: [type(8, 'Certificación bancaria', 1)],
      status_code: 200,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Documentos pendientes por cargar' })).toBeTruthy();
  });
});
