import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentsApi } from '@/features/candidate/documents/api';
import { DocumentPortal } from '@/features/candidate/documents/components/DocumentPortal';
import { DocumentRequests } from '@/features/candidate/documents/components/DocumentRequests';
import { SessionContext, type SessionApi } from '@/lib/session/session-context';
import { documentType } from '@/testing/documents';
import { renderWithProviders } from '@/testing/render';
import { CandidateShell } from './CandidateShell';

vi.mock('@/features/candidate/documents/api', () => ({
  documentsApi: { report: vi.fn(), settings: vi.fn(), signMany: vi.fn(async () => ({ urls: [] })) },
  uploadFile: vi.fn(),
}));

const session = (authenticated: boolean) =>
  ({
    candidate: authenticated ? { id_candidato: 1, primer_nombre: 'Ana' } : null,
    authenticated,
    loading: false,
  }) as unknown as SessionApi;

function renderShell(
  authenticated: boolean,
  screen = <DocumentRequests />,
  path = '/solicitudes-documentos',
) {
  renderWithProviders(
    <SessionContext.Provider value={session(authenticated)}>
      <CandidateShell>{screen}</CandidateShell>
    </SessionContext.Provider>,
    { path },
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('candidate shell (issue 9 item 20)', () => {
  it('counts from the report the screen reads, fetched once', async () => {
    vi.mocked(documentsApi.report).mockResolvedValue({
      data: [
        documentType(2, 'Hoja de vida', 1),
        { ...documentType(5, 'EPS', 0), obligatorio: false },
        documentType(14, 'Adicionales', 2),
      ],
      status_code: 200,
    });
    renderShell(true);
    expect(
      await screen.findByRole('link', { name: 'Documentos, 2 documentos requieren tu atención' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Documentos pendientes por cargar' })).toBeTruthy();
    expect(documentsApi.report).toHaveBeenCalledTimes(1);
  });

  it('the badge and the documents page give the same count (spec §4 cards needing attention)', async () => {
    const withFile = {
      ...documentType(3, 'Certificado de estudios', 0),
      documentos: [
        {
          id_documento_candidato: 31,
          doc_url: 'uploads/31.pdf',
          fecha_carga: '2026-11-01T10:00:00.000Z',
          fecha_actualizacion: '2026-11-01T10:00:00.000Z',
          ids_solicitudes: [],
          estado_revision: 'aprobado' as const,
          motivo_rechazo: null,
          fecha_vencimiento: null,
        },
      ],
    };
    vi.mocked(documentsApi.report).mockResolvedValue({
      data: [
        // Required and empty, with no request: needs attention (no request to count).
        documentType(1, 'Cédula de ciudadanía', 0),
        // Three open requests on one card: one card to attend.
        documentType(8, 'Certificación bancaria', 3),
        // Has its file and nothing asked: done.
        withFile,
        // Type 14 without requests or files is hidden, so it is not counted.
        documentType(14, 'Documentos adicionales', 0),
      ],
      status_code: 200,
    });
    renderShell(true, <DocumentPortal />, '/documentos');
    expect(await screen.findByText('Tienes 2 documentos que requieren tu atención.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Documentos, 2 documentos requieren tu atención' })).toBeTruthy();
  });

  it('shows no menu to a visitor who is not signed in', () => {
    renderShell(false);
    expect(screen.queryByRole('navigation', { name: 'Menú del candidato' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Políticas' })).toBeTruthy();
  });
});
