import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntryView } from '@portal/shared/audit';
import { ApiError, apiRequest } from '@/lib/api-client';
import { AUDIT_PAGE_SIZE } from './api';
import { RecordHistory } from './RecordHistory';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));

const entry = (id: number, antes: unknown = { salario: 1_600_000 }): AuditEntryView => ({
  id,
  id_usuario: 1,
  actor: 'usuario:1',
  actor_nombre: 'Adriana Morales',
  accion: 'editar',
  entidad: 'vacante',
  entidad_id: '12',
  antes,
  despues: { salario: 1_750_000 },
  created_at: '2026-11-24T15:00:00.000Z',
});

function renderHistory() {
  const { container } = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <RecordHistory entidad="vacante" entidadId={12} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const open = () => {
    const details = container.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
  };
  return { open };
}

afterEach(() => {
  cleanup();
  vi.mocked(apiRequest).mockReset();
});

describe('RecordHistory', () => {
  it('asks for the log only once opened, shows before → after, and loads more below the last id', async () => {
    const page = Array.from({ length: AUDIT_PAGE_SIZE }, (_, i) => entry(100 - i));
    vi.mocked(apiRequest)
      .mockResolvedValueOnce(page)
      .mockResolvedValueOnce([entry(7, null)]);
    const { open } = renderHistory();
    expect(apiRequest).not.toHaveBeenCalled();
    open();
    expect((await screen.findAllByText('Por Adriana Morales')).length).toBe(AUDIT_PAGE_SIZE);
    const change = screen.getAllByText(/1\.600\.000/)[0]!.parentElement?.textContent;
    expect(change?.replace(/\s+/g, ' ')).toBe('Salario: $ 1.600.000 → cambió a $ 1.750.000');
    expect(apiRequest).toHaveBeenCalledWith(
      '/audit',
      expect.objectContaining({
        query: expect.objectContaining({ entidad: 'vacante', entidad_id: '12', before_id: undefined }),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(screen.getAllByText('Por Adriana Morales')).toHaveLength(AUDIT_PAGE_SIZE + 1));
    expect(vi.mocked(apiRequest).mock.calls[1]![1]!.query).toMatchObject({ before_id: 51 });
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
  });

  it('says what failed with a retry, then the empty state', async () => {
    vi.mocked(apiRequest)
      .mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', 'El registro no existe o no está en tu alcance.'))
      .mockResolvedValueOnce([]);
    renderHistory().open();
    expect(await screen.findByText('El registro no existe o no está en tu alcance.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no hay cambios registrados.')).toBeTruthy();
  });
});
