import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffVacancyDetail } from '@portal/shared/vacancies/staff';
import { renderWithProviders } from '@/testing/render';
import { VacancyEditorScreen } from './VacancyEditorScreen';

const vacancy: StaffVacancyDetail = {
  id_vacante: 5,
  titulo: 'Auxiliar de bodega',
  descripcion: 'Recepción y despacho de mercancía.',
  requisitos: [],
  empresa: 'Logística Andina S.A.S.',
  id_empresa: null,
  id_ciudad: 11001,
  id_categoria: 2,
  lugar: 'Fontibón',
  salario: 1_900_000,
  turno: 'Diurno',
  tipo_contrato: 'obra_labor',
  cantidad_vacantes: 2,
  fecha_cierre: '2026-12-26',
  estado: 'abierta',
  espacios: [],
  proceso_empresa: null,
};

// The network is the edge: each call answers what the API would; the calls made are kept.
const calls: { url: string; method: string; body?: string }[] = [];
function answer(url: string) {
  if (url.includes('/staff/minimum-wage')) return { smmlv: 1_750_905 };
  if (url.includes('/estado')) return { message: 'La vacante quedó cerrada: ya no recibe postulaciones.' };
  if (url.endsWith('/staff/vacancies/5')) return vacancy;
  if (url.includes('ObtenerCiudades')) return [{ id_ciudad: 11001, nombre_ciudad: 'Bogotá' }];
  if (url.includes('ObtenerCategorias')) return [{ id_categoria: 2, nombre_categoria: 'Logística' }];
  return [];
}
beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url: String(url), method: init?.method ?? 'GET', body: init?.body as string });
    return new Response(JSON.stringify(answer(String(url))), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (path: string) =>
  renderWithProviders(<VacancyEditorScreen companies={[]} />, { path, route: '/dashboard/vacantes/:id' });
const closings = () => calls.filter((call) => call.url.includes('/estado'));

describe('the vacancy editor', () => {
  it('asks before closing, and closes only when confirmed', async () => {
    open('/dashboard/vacantes/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar vacante' }));
    await screen.findByRole('alertdialog', { name: '¿Cerrar la vacante?' });
    expect(closings()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Seguir publicada' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(closings()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar vacante' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Cerrar vacante' }));
    await waitFor(() => expect(closings()).toHaveLength(1));
    expect(JSON.parse(closings()[0]!.body!)).toEqual({ estado: 'cerrada' });
  }, 60_000);

  it('starts a new vacancy without a salary, and warns under the minimum wage as orders do', async () => {
    open('/dashboard/vacantes/nueva');
    const salary = (await screen.findByLabelText(/Salario mensual/)) as HTMLInputElement;
    expect(salary.value).toBe('');
    fireEvent.change(salary, { target: { value: '1200000' } });
    expect(await screen.findByText(/por debajo del salario mínimo legal mensual vigente/)).toBeTruthy();
    expect(screen.getByText(/Revísalo antes de guardar la vacante\.$/)).toBeTruthy();
    fireEvent.change(salary, { target: { value: '1900000' } });
    await waitFor(() => expect(screen.queryByText(/por debajo del salario mínimo/)).toBeNull());
  }, 60_000);
});
