import { describe, expect, it } from 'vitest';
import { filtersFromParams, filtersToParams, panelFilterCount, vacancySearchPath } from './filter-params';

describe('vacancy search in the address', () => {
  it('round-trips every filter and leaves out empty ones and page 1', () => {
    const filters = {
      q: 'producción',
      id_ciudad: 11001,
      salario_min: 1_800_000,
      tipo_contrato: 'temporal' as const,
      page: 2,
    };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe(
      'tab=jobs&q=producci%C3%B3n&id_ciudad=11001&salario_min=1800000&tipo_contrato=temporal&page=2',
    );
    expect(filtersFromParams(params)).toEqual(filters);
    expect(filtersToParams({ page: 1, q: undefined }).toString()).toBe('tab=jobs');
  });

  it('ignores values the API would refuse', () => {
    const params = new URLSearchParams(
      'tab=jobs&id_ciudad=abc&tipo_contrato=indefinido&page=-3&salario_max=1.5',
    );
    expect(filtersFromParams(params)).toEqual({ page: 1 });
  });

  it('counts the filters behind the "Filtros" button, not the text or the page', () => {
    expect(panelFilterCount({ q: 'bodega', page: 3 })).toBe(0);
    expect(
      panelFilterCount({ id_ciudad: 11001, salario_min: 1_800_000, salario_max: 2_600_000, page: 1 }),
    ).toBe(3);
  });
});

describe('the search a form leads to (the landing)', () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(entries)) data.set(key, value);
    return data;
  };

  it('is the candidate home search with the chosen city and category, first page', () => {
    expect(vacancySearchPath(form({ id_ciudad: '11001', id_categoria: '3' }))).toBe(
      '/?tab=jobs&id_ciudad=11001&id_categoria=3',
    );
    // Read back the way the search screen reads its address.
    expect(filtersFromParams(new URLSearchParams('tab=jobs&id_ciudad=11001&id_categoria=3'))).toEqual({
      id_ciudad: 11001,
      id_categoria: 3,
      page: 1,
    });
  });

  it('leaves "all" (empty) and invalid choices out, and never carries a page', () => {
    expect(vacancySearchPath(form({ id_ciudad: '', id_categoria: '' }))).toBe('/?tab=jobs');
    expect(vacancySearchPath(form({ id_ciudad: 'abc', id_categoria: '2', page: '4' }))).toBe(
      '/?tab=jobs&id_categoria=2',
    );
  });
});
