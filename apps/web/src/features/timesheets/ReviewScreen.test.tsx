import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WeekReviewList } from '@portal/shared/timesheets/timesheet';
import { renderWithProviders } from '@/testing/render';
import { ReviewScreen } from './ReviewScreen';

const week = (terminada: boolean): WeekReviewList => ({
  semana: '2026-11-16',
  fin_semana: '2026-11-22',
  terminada,
  semanas: [
    {
      id_mision: 7,
      trabajador: 'Ana María Rodríguez',
      cargo: 'Auxiliar de bodega',
      estado: 'pendiente',
      comentario: null,
      total_minutos: 2850,
      totales: [
        { tipo: 'ordinaria_diurna', minutos: 2520, recargo: 0 },
        { tipo: 'extra_diurna', minutos: 330, recargo: 25 },
      ],
    },
    {
      id_mision: 9,
      trabajador: 'Carlos Pérez',
      cargo: 'Conductor',
      estado: 'sin_turnos',
      comentario: null,
      total_minutos: 0,
      totales: [],
    },
  ],
});

// The network is the edge: the company's list, and what a review sends.
const sent: unknown[] = [];
function serve(list: WeekReviewList) {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET') return new Response(JSON.stringify(list));
    sent.push(JSON.parse(String(init!.body)));
    return new Response(JSON.stringify({ message: 'Semana aprobada.' }));
  });
}
afterEach(() => {
  vi.unstubAllGlobals();
  sent.length = 0;
});

const path = '/order/horas?semana=2026-11-16';

describe("the company's weeks to review", () => {
  it('keeps approval off, saying why, while the week has not ended', async () => {
    serve(week(false));
    renderWithProviders(<ReviewScreen />, { path });
    const reason = await screen.findByText(/^La semana termina el 22 de noviembre de 2026/);
    const approve = screen.getByRole<HTMLButtonElement>('button', { name: 'Aprobar' });
    expect(approve.disabled).toBe(true);
    expect(approve.getAttribute('aria-describedby')).toBe(reason.id);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  }, 30_000);

  it('approves the chosen week of an ended one; a week without shifts cannot be chosen', async () => {
    serve(week(true));
    renderWithProviders(<ReviewScreen />, { path });
    const table = within(await screen.findByRole('table', { name: 'Semanas de tus trabajadores' }));
    expect(table.getByRole('link', { name: 'Ana María Rodríguez' }).getAttribute('href')).toBe(
      '/order/horas/7?semana=2026-11-16',
    );
    expect(table.getByText('5 h 30 min')).toBeTruthy();
    expect(table.queryByRole('checkbox', { name: 'Seleccionar a Carlos Pérez' })).toBeNull();
    fireEvent.click(table.getByRole('checkbox', { name: 'Seleccionar a Ana María Rodríguez' }));
    expect(screen.getByText('1 trabajador elegido.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aprobar' }));
    const dialog = within(
      screen.getByRole('alertdialog', { name: '¿Aprobar la semana de Ana María Rodríguez?' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(sent).toEqual([{ semana: '2026-11-16', misiones: [7], decision: 'aprobar' }]));
    expect(await screen.findByText('Semana aprobada.')).toBeTruthy();
  }, 30_000);
});
