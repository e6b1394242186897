import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vacancyDetailSchema, vacancyPageSchema } from '@portal/shared/vacancies/public';
import { vacancyMessages } from '@portal/shared/messages';
import { DEMO_VACANCY_COUNT } from './seed.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function list(query: string) {
  const res = await ctx.app.inject({ url: `/api/vacancies${query}` });
  expect(res.statusCode).toBe(200);
  return vacancyPageSchema.parse(res.json());
}

describe('GET /api/vacancies', () => {
  it('pages the open vacancies newest first with a total', async () => {
    const first = await list('?page_size=10');
    const closed = Math.floor(DEMO_VACANCY_COUNT / 11);
    expect(first.total).toBe(DEMO_VACANCY_COUNT - closed);
    expect(first.items).toHaveLength(10);
    const dates = first.items.map((v) => v.fecha_publicacion);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = await list(`?page_size=10&page=${Math.ceil(first.total / 10)}`);
    expect(last.items.length).toBe(first.total % 10 || 10);
    expect(last.items.every((v) => v.estado === 'abierta')).toBe(true);
    const beyond = await list('?page_size=10&page=99');
    expect(beyond).toMatchObject({ items: [], total: first.total });
  });

  it('finds "Producción" when searching "produccion", and by word prefix', async () => {
    const plain = await list('?q=produccion');
    expect(plain.total).toBeGreaterThan(0);
    expect(plain.items.map((v) => v.titulo)).toContain('Operario de producción');
    expect((await list('?q=PRODUCCIÓN')).total).toBe(plain.total);
    expect((await list('?q=montacarg')).items[0]!.titulo).toBe('Operador de montacargas');
    expect((await list('?q=xyzzy')).total).toBe(0);
  });

  it('combines city, category, salary range and contract type', async () => {
    const bogota = await list('?id_ciudad=11001&page_size=50');
    expect(bogota.total).toBeGreaterThan(0);
    expect(bogota.items.every((v) => v.id_ciudad === 11001 && v.nombre_ciudad === 'Bogotá')).toBe(true);
    const conductors = await list('?id_categoria=3&page_size=50');
    expect(conductors.items.every((v) => v.nombre_categoria === 'Conductor')).toBe(true);
    const range = await list('?salario_min=2000000&salario_max=2500000&page_size=50');
    expect(range.total).toBeGreaterThan(0);
    expect(range.items.every((v) => v.salario >= 2_000_000 && v.salario <= 2_500_000)).toBe(true);
    const fixed = await list('?tipo_contrato=termino_fijo&q=operario&page_size=50');
    expect(fixed.items.every((v) => v.tipo_contrato === 'termino_fijo' && /operario/i.test(v.titulo))).toBe(
      true,
    );
  });

  it('refuses bad filters in Spanish', async () => {
    const res = await ctx.app.inject({ url: '/api/vacancies?salario_min=3000000&salario_max=1000000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(vacancyMessages.salaryRange);
    expect((await ctx.app.inject({ url: '/api/vacancies?tipo_contrato=indefinido' })).statusCode).toBe(400);
  });
});

describe('GET /api/vacancies/:id', () => {
  it('answers the detail with its open interview slots', async () => {
    const { items } = await list('?page_size=50');
    const withSlots = await Promise.all(
      items.map(async (v) =>
        vacancyDetailSchema.parse((await ctx.app.inject({ url: `/api/vacancies/${v.id_vacante}` })).json()),
      ),
    );
    const detail = withSlots.find((v) => v.espacios.length > 0)!;
    expect(detail.requisitos.length).toBeGreaterThan(0);
    expect(detail.espacios[0]!.disponibles).toBeGreaterThan(0);
    expect(new Date(detail.espacios[0]!.fecha_hora).getTime()).toBeGreaterThan(Date.now());
  });

  it('gives a Spanish 404 for an unknown vacancy', async () => {
    const res = await ctx.app.inject({ url: '/api/vacancies/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: vacancyMessages.notFound });
  });
});
