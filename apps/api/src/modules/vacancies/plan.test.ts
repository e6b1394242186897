import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { categorias, vacantes } from '../../db/schema/index.js';
import { seedBenchVacancies } from './seed.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { countQuery, pageQuery, type VacancyFilters } from './repository.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedBenchVacancies(ctx.database.db, 10_000);
  const [category] = await ctx.database.db.select().from(categorias).limit(1);
  await ctx.database.db.insert(vacantes).values({
    titulo: 'Soldador de tubería TIG',
    descripcion: 'Soldadura de tubería en acero inoxidable para planta de alimentos.',
    empresa: 'Metalmecánica del Norte S.A.S.',
    id_ciudad: 11001,
    id_categoria: category!.id_categoria,
    lugar: 'Zona Industrial de Montevideo, Bogotá',
    salario: 3_200_000,
    turno: 'Lunes a sábado',
    tipo_contrato: 'obra_labor',
    fecha_cierre: '2099-12-31',
  });
  // What autovacuum does on a live server: statistics and the visibility map.
  await ctx.database.db.execute(sql`vacuum analyze vacantes`);
}, 120_000);
afterAll(() => ctx.close());

const base: VacancyFilters = { tsquery: null, limit: 12, offset: 0 };
async function plan(query: ReturnType<typeof pageQuery> | ReturnType<typeof countQuery>) {
  const result = await ctx.database.db.execute(sql`explain ${query}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => Object.values(row).join(' ')).join('\n');
}

/** The plans of the real listing SQL over the 10,000-row bench seed (docs/decisions/0006 shows them). */
describe('vacancy search query plans', () => {
  it('the newest-first page reads the status index backwards and stops at the limit', async () => {
    expect(await plan(pageQuery(ctx.database.db, base))).toMatch(
      /Index Scan Backward using vacantes_estado_fecha/,
    );
  });

  it('a selective word goes through the GIN index of the accent-free tsvector', async () => {
    const filters = { ...base, tsquery: 'soldador:*' };
    expect(await plan(pageQuery(ctx.database.db, filters))).toContain('vacantes_busqueda_gin');
    expect(await plan(countQuery(ctx.database.db, filters))).toContain('vacantes_busqueda_gin');
  });

  it('a filtered total is counted through an index, never a scan of the whole table', async () => {
    // The unfiltered total matches ~90% of rows, where a sequential scan is the planner's right call
    // (PostgreSQL 15 takes it; PGlite's 17 prefers the index). A selective filter must use an index.
    const counted = await plan(countQuery(ctx.database.db, { ...base, id_ciudad: 11001 }));
    expect(counted).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
    expect(counted).not.toContain('Seq Scan');
  });

  it('a city filter uses the city index', async () => {
    expect(await plan(pageQuery(ctx.database.db, { ...base, id_ciudad: 11001 }))).toContain(
      'vacantes_ciudad_fecha',
    );
  });
});
