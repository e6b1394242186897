import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VacancySummary } from '@portal/shared/vacancies/public';
import { renderWithProviders } from '@/testing/render';
import { useNewestVacancies } from './api';
import { NewestVacancies } from './NewestVacancies';

vi.mock('./api', () => ({ useNewestVacancies: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const vacancy = (id: number, titulo: string): VacancySummary => ({
  id_vacante: id,
  titulo,
  empresa: 'Logística Andina',
  id_ciudad: 11001,
  nombre_ciudad: 'Bogotá',
  id_categoria: 1,
  nombre_categoria: 'Montacargas',
  salario: 2_100_000,
  turno: 'Rotativo',
  tipo_contrato: 'temporal',
  cantidad_vacantes: 2,
  fecha_publicacion: new Date().toISOString(),
  fecha_cierre: '2099-12-31',
  estado: 'abierta',
});

function answer(state: object) {
  const refetch = vi.fn();
  vi.mocked(useNewestVacancies).mockReturnValue({
    isPending: false,
    isError: false,
    isFetching: false,
    data: undefined,
    refetch,
    ...state,
  } as unknown as ReturnType<typeof useNewestVacancies>);
  renderWithProviders(<NewestVacancies count={2} />);
  return refetch;
}

describe('NewestVacancies (landing)', () => {
  it('shows the newest as cards linking to their page, and the whole search with its total', () => {
    answer({
      data: {
        items: [vacancy(7, 'Operador de montacargas'), vacancy(5, 'Auxiliar de bodega')],
        total: 37,
        page: 1,
        page_size: 2,
      },
    });
    expect(useNewestVacancies).toHaveBeenCalledWith(2);
    const link = screen.getByRole('link', { name: 'Operador de montacargas' });
    expect(link.getAttribute('href')).toBe('/vacancy/7');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Ver las 37 vacantes abiertas' }).getAttribute('href')).toBe(
      '/?tab=jobs',
    );
  });

  it('says it is loading, with placeholders hidden from screen readers', () => {
    answer({ isPending: true });
    expect(screen.getByRole('status').textContent).toBe('Cargando vacantes...');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when nothing is open, and offers a retry when the list did not arrive', () => {
    answer({ data: { items: [], total: 0, page: 1, page_size: 2 } });
    expect(screen.getByText('En este momento no hay vacantes abiertas. Vuelve pronto.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    const refetch = answer({ isError: true });
    expect(screen.getByRole('alert').textContent).toContain('No pudimos cargar las vacantes.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
