import { describe, expect, it } from 'vitest';
import type { CatalogueJob } from '@portal/shared/orders/client';
import { ALL_CATEGORIES, filterCatalogue } from './catalogue-filter';

const job = (id: number, name: string, category: string, description = ''): CatalogueJob => ({
  id,
  name,
  description,
  category,
  id_categoria: id,
  salario: 1_800_000,
  salario_max: 2_000_000,
  image: '/catalogo/bodega.svg',
});
const jobs = [
  job(1, 'Operador de montacargas', 'Montacargas'),
  job(2, 'Operario de producción', 'Producción', 'Líneas de envasado'),
  job(3, 'Auxiliar de bodega', 'Bodega', 'Recibo y despacho'),
];

describe('filterCatalogue', () => {
  it('keeps the selected category, or every one with Ver todas', () => {
    expect(filterCatalogue(jobs, 'Bodega', '').map((j) => j.id)).toEqual([3]);
    expect(filterCatalogue(jobs, ALL_CATEGORIES, '').map((j) => j.id)).toEqual([1, 2, 3]);
  });

  it('searches name and description without accents or case', () => {
    expect(filterCatalogue(jobs, ALL_CATEGORIES, 'produccion').map((j) => j.id)).toEqual([2]);
    expect(filterCatalogue(jobs, ALL_CATEGORIES, 'DESPACHO').map((j) => j.id)).toEqual([3]);
    expect(filterCatalogue(jobs, 'Montacargas', 'produccion')).toEqual([]);
  });
});
