import { describe, expect, it } from 'vitest';
import { nextSort, readPage, readSort, writeSort } from './url-state';

describe('data table state in the address', () => {
  it('reads and writes the sort, ignoring unknown columns', () => {
    expect(readSort('-nombre', ['nombre'])).toEqual({ id: 'nombre', desc: true });
    expect(readSort('correo', ['nombre'])).toBeNull();
    expect(writeSort({ id: 'nombre', desc: false })).toBe('nombre');
    expect(writeSort(null)).toBe('');
  });

  it('cycles a header through ascending, descending and none', () => {
    const asc = nextSort(null, 'rol');
    expect(asc).toEqual({ id: 'rol', desc: false });
    const desc = nextSort(asc, 'rol');
    expect(desc).toEqual({ id: 'rol', desc: true });
    expect(nextSort(desc, 'rol')).toBeNull();
    expect(nextSort(desc, 'nombre')).toEqual({ id: 'nombre', desc: false });
  });

  it('clamps the page to the pages there are', () => {
    expect(readPage('99', 3)).toBe(3);
    expect(readPage('abc', 3)).toBe(1);
    expect(readPage(null, 0)).toBe(1);
  });
});
