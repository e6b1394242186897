import { describe, expect, it } from 'vitest';
import { isNarrowed, poolApiQuery, readPoolFilters } from './filters';

const read = (search: string) => readPoolFilters(new URLSearchParams(search));

describe('talent pool filters in the address', () => {
  it('reads every filter with the API names, and the defaults when absent', () => {
    const filters = read(
      'q=soldador&ciudad=5&cercanas=1&categoria=2&documentos=1&disponibilidad=inmediata&actividad=90' +
        '&contactables=1&contratados=si&misiones=con_historial&orden=nombre&page=3&page_size=50',
    );
    expect(filters).toEqual({
      q: 'soldador',
      ciudad: 5,
      cercanas: true,
      categoria: 2,
      documentos: true,
      disponibilidad: 'inmediata',
      actividad: 90,
      contactables: true,
      contratados: 'si',
      misiones: 'con_historial',
      orden: 'nombre',
      page: 3,
      page_size: 50,
    });
    expect(read('')).toMatchObject({ orden: 'relevancia', page: 1, page_size: 20 });
    expect(isNarrowed(read('orden=nombre&page=2'))).toBe(false);
    expect(isNarrowed(read('documentos=1'))).toBe(true);
  });

  it('drops a value the API would refuse and keeps the rest (an edited link)', () => {
    const filters = read('ciudad=abc&actividad=45&misiones=todas&page_size=7&categoria=4');
    expect(filters).toMatchObject({
      ciudad: undefined,
      actividad: undefined,
      misiones: undefined,
      page_size: 20,
    });
    expect(filters.categoria).toBe(4);
  });

  it('asks the API for yes/no filters as 1, and nearby cities only with a city', () => {
    expect(poolApiQuery(read('cercanas=1&documentos=1'))).toMatchObject({
      cercanas: undefined,
      documentos: '1',
      contactables: undefined,
    });
    expect(poolApiQuery(read('ciudad=5&cercanas=1')).cercanas).toBe('1');
  });
});
