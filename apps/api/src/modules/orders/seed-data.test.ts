import { describe, expect, it } from 'vitest';
import { cityRows } from '../catalog/seed-data.js';
import { companyCatalogue, defaultCatalogue } from './seed-data.js';

describe('the demo catalogue', () => {
  it('names no city in a position: the company picks the work city in each order', () => {
    const cities = cityRows.map((city) => city.nombre_ciudad);
    const naming = [...defaultCatalogue, ...companyCatalogue].flatMap((row) =>
      cities
        .filter((city) => new RegExp(`\\b${city}\\b`, 'u').test(`${row.nombre} ${row.descripcion}`))
        .map((city) => `${row.nombre}: ${city}`),
    );
    expect(naming).toEqual([]);
  });
});
