import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentsApi } from '@/features/candidate/documents/api';
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

function renderShell(authenticated: boolean) {
  renderWithProviders(
    <SessionContext.Provider value={session(authenticated)}>
      <CandidateShell>
        <DocumentRequests />
      </CandidateShell>
    </SessionContext.Provider>,
    { path: '/solicitudes-documentos' },
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('candidate shell (issue 9 item 20)', () => {
  it('counts the open requests from the report the screen reads, fetched once', async () => {
    vi.mocked(documentsApi.report).mockResolvedValue({
      data: [
        documentType(2, 'Hoja de vida', 1),
        documentType(5, 'EPS', 0),
        documentType(14, 'Adicionales', 2),
      ],
      status_code: 200,
    });
    renderShell(true);
    expect(await screen.findByRole('link', { name: 'Documentos, 3 solicitudes pendientes' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Documentos pendientes por cargar' })).toBeTruthy();
    expect(documentsApi.report).toHaveBeenCalledTimes(1);
  });

  it('shows no menu to a visitor who is not signed in', () => {
    renderShell(false);
    expect(screen.queryByRole('navigation', { name: 'Menú del candidato' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Políticas' })).toBeTruthy();
  });
});
