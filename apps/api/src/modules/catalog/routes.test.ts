import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityListSchema, categoryListSchema } from '@portal/shared/catalog/public';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('catalog', () => {
  it('lists at least 20 real cities in the exact shape of spec §3, sorted by name', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ObtenerCiudades' });
    expect(res.statusCode).toBe(200);
    const cities = cityListSchema.parse(res.json());
    expect(cities.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(cities[0]!).sort()).toEqual(['id_ciudad', 'nombre_ciudad']);
    const names = cities.map((c) => c.nombre_ciudad);
    for (const city of ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Cartagena', 'Bucaramanga']) {
      expect(names).toContain(city);
    }
    expect([...names].sort((a, b) => a.localeCompare(b, 'es'))).toEqual(names);
  });

  it('lists the client catalogue categories first, in their order', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ObtenerCategorias' });
    expect(res.statusCode).toBe(200);
    const categories = categoryListSchema.parse(res.json());
    expect(categories.slice(0, 6).map((c) => c.nombre_categoria)).toEqual([
      'Montacargas',
      'Bodega',
      'Conductor',
      'Producción',
      'Calidad',
      'Empaque',
    ]);
    expect(categories.length).toBeGreaterThan(6);
  });

  it('seeding twice changes nothing', async () => {
    const { seedDemoData } = await import('../../seed/index.js');
    const before = (await ctx.app.inject({ url: '/api/ObtenerCategorias' })).json();
    await seedDemoData(ctx.database.db);
    const after = (await ctx.app.inject({ url: '/api/ObtenerCategorias' })).json();
    expect(after).toEqual(before);
  });
});
