import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ClosedPeriodList, type PeriodStatus, payrollMessages } from '@portal/shared/timesheets/payroll';
import { ApiError, apiDownload, apiRequest, type ApiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { renderWithProviders } from '@/testing/render';
import { PayrollScreen } from './PayrollScreen';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
  apiDownload: vi.fn(),
}));
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

const openStatus = (overrides: Partial<PeriodStatus> = {}): PeriodStatus => ({
  tipo: 'quincena',
  inicio: '2026-11-01',
  fin: '2026-11-15',
  id_periodo: null,
  cerrado_en: null,
  terminado: true,
  trabajadores: 3,
  semanas_pendientes: [],
  ...overrides,
});
const closedList: ClosedPeriodList = [
  {
    id_periodo: 7,
    tipo: 'quincena',
    inicio: '2026-10-16',
    fin: '2026-10-31',
    cerrado_en: '2026-11-03T14:00:00.000Z',
    cerrado_por: 'Adriana Morales',
  },
];

/** The API as the screen sees it: the period's status, the closed list, and what a close answers. */
function api(status: PeriodStatus, close: () => Promise<unknown> = async () => ({ message: 'Cerrado.' })) {
  vi.mocked(apiRequest).mockImplementation(async (path: string, request?: ApiRequest) => {
    if (path === '/staff/payroll-periods/status') return status;
    if (path === '/staff/payroll-periods' && request?.method === 'POST') return close();
    if (path === '/staff/payroll-periods') return closedList;
    throw new Error(`Llamada inesperada: ${path}`);
  });
}

const renderScreen = (canClose = true, path = '/dashboard/nomina') =>
  renderWithProviders(<PayrollScreen canClose={canClose} workers={[]} />, { path });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T15:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.mocked(apiRequest).mockReset();
});

describe('PayrollScreen', () => {
  it('opens on the last quincena over, with the weeks still waiting and why it cannot close', async () => {
    api(
      openStatus({
        semanas_pendientes: [
          {
            id_mision: 4,
            trabajador: 'Ana María Rodríguez',
            empresa: 'Logística Andina S.A.S.',
            semana: '2026-11-09',
            estado: 'pendiente',
          },
        ],
      }),
    );
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Nómina' })).toBeTruthy();
    expect(await screen.findByText('Ana María Rodríguez')).toBeTruthy();
    expect(apiRequest).toHaveBeenCalledWith(
      '/staff/payroll-periods/status',
      expect.objectContaining({ query: { tipo: 'quincena', inicio: '2026-11-01' } }),
    );
    expect(screen.getByRole('heading', { name: 'Quincena del 1 al 15 de noviembre de 2026' })).toBeTruthy();
    expect(screen.getByText(/Semana del 9 al 15 de noviembre de 2026/)).toBeTruthy();
    expect(screen.getByText('Espera aprobación de la empresa')).toBeTruthy();
    expect(screen.getByText('3 trabajadores con turnos en el periodo.')).toBeTruthy();
    const close = screen.getByRole('button', { name: 'Cerrar periodo' });
    expect(close.hasAttribute('disabled')).toBe(true);
    expect(close.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(close.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Falta 1 semana por aprobar en el periodo: la empresa debe aprobarla antes de cerrar.',
    );
  });

  it('closes after asking, and shows the API’s refusal in Spanish', async () => {
    let refuse = true;
    api(openStatus(), async () => {
      if (refuse) throw new ApiError(409, 'CONFLICT', 'Ese periodo se cruza con otro ya cerrado.');
      return { message: 'Periodo cerrado.' };
    });
    renderScreen();
    const close = await screen.findByRole('button', { name: 'Cerrar periodo' });
    await waitFor(() => expect(close.hasAttribute('disabled')).toBe(false));
    fireEvent.click(close);
    const dialog = screen.getByRole('alertdialog', { name: '¿Cerrar el periodo?' });
    expect(within(dialog).getByText('Quincena del 1 al 15 de noviembre de 2026')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar periodo' }));
    expect(await screen.findByText('Ese periodo se cruza con otro ya cerrado.')).toBeTruthy();
    refuse = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar periodo' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cerrar periodo' }));
    expect(await screen.findByText('Periodo cerrado.')).toBeTruthy();
    expect(apiRequest).toHaveBeenCalledWith('/staff/payroll-periods', {
      method: 'POST',
      body: { tipo: 'quincena', inicio: '2026-11-01' },
    });
  });

  it('says a running period cannot close yet, and only admins and directors close', async () => {
    api(openStatus({ inicio: '2026-11-16', fin: '2026-11-30', terminado: false }));
    renderScreen(false, '/dashboard/nomina?tipo=quincena&inicio=2026-11-16');
    expect(await screen.findByText(payrollMessages.closeRoles)).toBeTruthy();
    expect(screen.getByText('En curso')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cerrar periodo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajustar horas' })).toBeNull();
  });

  it('says when and by whom a closed period closed, with its files', async () => {
    api(
      openStatus({
        inicio: '2026-10-16',
        fin: '2026-10-31',
        id_periodo: 7,
        cerrado_en: closedList[0]!.cerrado_en,
      }),
    );
    renderScreen(true, '/dashboard/nomina?tipo=quincena&inicio=2026-10-16');
    const card = await screen.findByRole('region', { name: 'Quincena del 16 al 31 de octubre de 2026' });
    expect(
      await within(card).findByText('Cerrado el 3 de nov de 2026, 9:00 a. m. por Adriana Morales.', {
        normalizer: (text) => text.replace(/\s+/g, ' '),
      }),
    ).toBeTruthy();
    expect(within(card).getAllByRole('button')).toHaveLength(4);
    expect(within(card).queryByRole('button', { name: 'Cerrar periodo' })).toBeNull();
  });

  it('downloads a closed period’s files in the chosen format', async () => {
    api(openStatus());
    vi.mocked(apiDownload).mockResolvedValue({
      blob: new Blob(['x']),
      fileName: 'nomina-2026-10-16-a-2026-10-31.csv',
    });
    renderScreen();
    const files = await screen.findByRole('group', { name: 'Quincena del 16 al 31 de octubre de 2026' });
    expect(
      within(files)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Nómina (Excel)', 'Nómina (CSV)', 'Facturación (Excel)', 'Facturación (CSV)']);
    fireEvent.click(within(files).getByRole('button', { name: 'Nómina (CSV)' }));
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'nomina-2026-10-16-a-2026-10-31.csv'),
    );
    expect(apiDownload).toHaveBeenCalledWith('/staff/payroll-periods/7/payroll', {
      query: { formato: 'csv' },
    });
    // The picker marks the closed one.
    expect(screen.getByRole('option', { name: 'Del 16 al 31 de octubre de 2026 · cerrado' })).toBeTruthy();
  });
});
