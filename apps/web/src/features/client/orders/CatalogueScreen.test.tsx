import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Catalogue, CatalogueJob } from '@portal/shared/orders/client';
import { orderMessages } from '@portal/shared/messages';
import { apiRequest } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { CatalogueScreen } from './CatalogueScreen';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const job = (id: number, name: string, category: string, id_categoria: number): CatalogueJob => ({
  id,
  name,
  description: '',
  category,
  id_categoria,
  salario: 1_800_000,
  salario_max: 2_000_000,
  image: '/catalogo/bodega.svg',
});

/** A company's own catalogue without quality positions, and one category beyond the spec's six. */
const catalogue: Catalogue = {
  categories: [
    { id_categoria: 1, nombre_categoria: 'Montacargas' },
    { id_categoria: 2, nombre_categoria: 'Bodega' },
    { id_categoria: 7, nombre_categoria: 'Logística' },
  ],
  jobs: [
    job(1, 'Operador de montacargas', 'Montacargas', 1),
    job(2, 'Auxiliar de bodega', 'Bodega', 2),
    job(3, 'Auxiliar de logística', 'Logística', 7),
  ],
  smmlv: 1_750_905,
};

describe('client catalogue category picker (spec §2)', () => {
  it('always offers the spec’s six categories, Calidad included, and says when one is empty', async () => {
    vi.mocked(apiRequest).mockImplementation(async (path: string) =>
      path === '/client/catalog' ? catalogue : { items: [], selectedCategory: 'Montacargas' },
    );
    renderWithProviders(<CatalogueScreen />, { path: '/order/search' });
    const picker = await screen.findByRole('group', { name: 'Categorías' });
    expect(
      within(picker)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Montacargas',
      'Bodega',
      'Conductor',
      'Producción',
      'Calidad',
      'Empaque',
      'Logística',
      'Ver todas',
    ]);
    await act(async () => {
      fireEvent.click(within(picker).getByRole('button', { name: 'Calidad' }));
    });
    expect(within(picker).getByRole('button', { name: 'Calidad' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(orderMessages.emptyCategory)).toBeTruthy();
  });
});
