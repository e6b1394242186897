import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDownload, apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { renderWithProviders } from '@/testing/render';
import { PoolSearchScreen } from './PoolSearchScreen';
import { poolCandidate } from './sample';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
  apiDownload: vi.fn(async () => ({ blob: new Blob(['x']), fileName: 'base-de-talento.csv' })),
}));
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

// Rendering the screen in jsdom on a loaded 2-core machine has taken more than the default 5 s.
const SLOW = 30_000;

beforeEach(() => {
  vi.mocked(apiRequest).mockImplementation(async (path) => {
    if (path === '/ObtenerCiudades')
      return [
        { id_ciudad: 5, nombre_ciudad: 'Soacha' },
        { id_ciudad: 6, nombre_ciudad: 'Bogotá' },
      ];
    if (path === '/ObtenerCategorias') return [{ id_categoria: 2, nombre_categoria: 'Bodega' }];
    if (path === '/staff/talent-pool')
      return { total: 1234, page: 2, page_size: 20, candidatos: [poolCandidate()] };
    throw new Error(`unexpected ${path}`);
  });
});
afterEach(() => vi.mocked(apiRequest).mockReset());

const searchCalls = () =>
  vi
    .mocked(apiRequest)
    .mock.calls.filter(([path]) => path === '/staff/talent-pool')
    .map(([, request]) => request?.query);
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const address = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('PoolSearchScreen filters and the address', () => {
  it(
    'restores every filter and the page from a shared link, and asks the API for exactly them',
    async () => {
      renderWithProviders(<PoolSearchScreen />, {
        path: '/dashboard/candidatos?q=soldador&ciudad=5&cercanas=1&documentos=1&actividad=90&misiones=en_mision&contratados=no&page=2',
      });
      expect(await screen.findByText('1.234 candidatos')).toBeTruthy();
      expect((screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement).value).toBe('soldador');
      await waitFor(() => expect(select('Ciudad').value).toBe('5'));
      expect(box('Incluir ciudades cercanas del departamento').checked).toBe(true);
      expect(box('Documentos completos').checked).toBe(true);
      expect(box('Solo quienes aceptan ser contactados').checked).toBe(false);
      expect(select('Última actividad').value).toBe('90');
      expect(select('Misiones').value).toBe('en_mision');
      expect(select('Contratados antes').value).toBe('no');
      expect(screen.getByText('Página 2 de 62')).toBeTruthy();
      expect(searchCalls().at(-1)).toMatchObject({
        q: 'soldador',
        ciudad: 5,
        cercanas: '1',
        documentos: '1',
        actividad: 90,
        misiones: 'en_mision',
        contratados: 'no',
        page: 2,
        page_size: 20,
      });
      // Each name opens the candidate's file.
      const links = screen.getAllByRole('link', { name: 'Ana María Gómez' });
      expect(links[0]!.getAttribute('href')).toBe('/dashboard/candidatos/7');
    },
    SLOW,
  );

  it(
    'writes each change to the address from page 1, debounces the search box, and Back restores the view',
    async () => {
      const { router } = renderWithProviders(<PoolSearchScreen />, {
        path: '/dashboard/candidatos?ciudad=5&cercanas=1&page=3',
      });
      await screen.findByText('1.234 candidatos');
      await waitFor(() => expect(select('Categoría').options.length).toBe(2));
      fireEvent.change(select('Categoría'), { target: { value: '2' } });
      expect(address(router).get('categoria')).toBe('2');
      expect(address(router).get('page')).toBeNull();

      // Without a city, nearby cities go too.
      fireEvent.change(select('Ciudad'), { target: { value: '' } });
      expect(address(router).get('ciudad')).toBeNull();
      expect(address(router).get('cercanas')).toBeNull();

      fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: 'ana ' } });
      expect(address(router).get('q')).toBeNull();
      await waitFor(() => expect(address(router).get('q')).toBe('ana'));
      await waitFor(() => expect(searchCalls().at(-1)).toMatchObject({ q: 'ana', categoria: 2 }));

      // Typing replaced the entry it began on: Back goes to the category just chosen, with its city.
      await act(() => router.navigate(-1));
      expect(address(router).toString()).toBe('ciudad=5&cercanas=1&categoria=2');
      expect(select('Ciudad').value).toBe('5');
      expect((screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement).value).toBe('');
      await act(() => router.navigate(1));
      expect((screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement).value).toBe('ana');
    },
    SLOW,
  );

  it(
    'exports every page of the search with its filters, as the format chosen',
    async () => {
      renderWithProviders(<PoolSearchScreen />, {
        path: '/dashboard/candidatos?q=soldador&documentos=1&page=3&page_size=50',
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Exportar candidatos' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
      await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'base-de-talento.csv'));
      const [path, request] = vi.mocked(apiDownload).mock.calls[0]!;
      expect(path).toBe('/staff/talent-pool/export');
      expect(request?.query).toMatchObject({
        q: 'soldador',
        documentos: '1',
        orden: 'relevancia',
        formato: 'csv',
      });
      expect(request?.query).not.toHaveProperty('page');
      expect(request?.query).not.toHaveProperty('page_size');
    },
    SLOW,
  );
});
