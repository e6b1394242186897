import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNNEL_STATES } from '@portal/shared/kpi-funnel';
import { kpisSchema, type Kpis } from '@portal/shared/kpis';
import { queryRows } from '../../db/rows.js';
import { asCandidate } from '../../test-support/actors.js';
import { postAs } from '../../test-support/documents.js';
import { asStaff, createVacancyAs, moveApplicationAs, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// The dashboard home's figures (issue 11 item 8): each one moves when the thing it counts happens,
// and a director counts only what their group may see.
let ctx: TestContext;
let admin: StaffActor;
let director: StaffActor;
let before: Kpis;

const kpis = async (who: StaffActor) => {
  const res = await ctx.app.inject({ url: '/api/staff/kpis', headers: { cookie: who.cookie } });
  expect(res.statusCode).toBe(200);
  return kpisSchema.parse(res.json());
};
const reached = (figures: Kpis, estado: string) =>
  figures.embudo.find((step) => step.estado === estado)?.total ?? 0;

beforeAll(async () => {
  ctx = await createTestApp({ KPI_CACHE_SECONDS: '0' });
  admin = await asStaff(ctx, 'admin@portal.local');
  director = await asStaff(ctx, 'director@portal.local');
  before = await kpis(director);
  const vacancyId = await createVacancyAs(ctx, director, {
    titulo: 'Auxiliar de bodega',
    descripcion: 'Recibo, almacenamiento y despacho de mercancía en bodega.',
    id_categoria: 1,
    salario: 1_450_000,
  });
  for (const [i, source] of ['whatsapp', 'whatsapp', 'facebook'].entries()) {
    const candidate = await asCandidate(ctx, `5700000${i}`);
    const applied = await postAs(ctx, candidate, '/candidate/applications', {
      id_vacante: vacancyId,
      utm_source: source,
    });
    expect(applied.statusCode).toBe(201);
    if (i === 0) {
      const id = applied.json().application.id_postulacion as number;
      await moveApplicationAs(ctx, director, id, FUNNEL_STATES.slice(1));
    }
  }
  await ctx.app.inject({
    method: 'POST',
    url: '/api/staff/document-requests',
    headers: director.headers,
    payload: { id_vacante: vacancyId, id_documento: 8, client_doc_name: 'Certificación bancaria' },
  });
});
afterAll(() => ctx.close());

describe('dashboard figures', () => {
  it('have a demo pipeline to show, which seeding again does not grow', async () => {
    const demo = await kpis(admin);
    expect(reached(demo, 'contratada')).toBeGreaterThan(0);
    expect(demo.estancadas).toBeGreaterThan(0);
    expect(demo.dias_para_contratar).toBeGreaterThan(0);
    expect(demo.por_fuente.map((row) => row.fuente)).toContain('whatsapp');
    // No demo vacancy is filled before it was published (the staff home showed -0,6 days).
    const early = await queryRows(
      ctx.database.db,
      sql`select k.id_vacante from kpi_vacantes k join vacantes v using (id_vacante)
        where k.primera_contratacion < v.fecha_publicacion`,
    );
    expect(early).toEqual([]);
    const { seedDemoData } = await import('../../seed/index.js');
    await seedDemoData(ctx.database.db);
    expect({ ...(await kpis(admin)), calculado_en: '' }).toEqual({ ...demo, calculado_en: '' });
  });

  it('count a new vacancy, its applications by source, the funnel and the time to fill', async () => {
    const after = await kpis(director);
    expect(after.vacantes_abiertas).toBe(before.vacantes_abiertas + 1);
    expect(after.postulaciones).toBe(before.postulaciones + 3);
    expect(reached(after, 'recibida')).toBe(reached(before, 'recibida') + 3);
    expect(reached(after, 'contratada')).toBe(reached(before, 'contratada') + 1);
    expect(after.vacantes_con_contratacion).toBe(before.vacantes_con_contratacion + 1);
    expect(after.dias_para_contratar).not.toBeNull();
    const mine = after.por_fuente.filter((row) => row.titulo === 'Auxiliar de bodega');
    expect(mine).toEqual([
      expect.objectContaining({ fuente: 'whatsapp', total: 2 }),
      expect.objectContaining({ fuente: 'facebook', total: 1 }),
    ]);
    // Two candidates are still in the process, so the request reached them both.
    expect(after.solicitudes_pendientes).toBe(before.solicitudes_pendientes + 2);
  });

  it('keep to the scope: another group’s vacancy counts for the admin, not the director', async () => {
    const companies = (
      await ctx.app.inject({ url: '/api/companies', headers: { cookie: admin.cookie } })
    ).json() as {
      id_empresa: number;
      razon_social: string;
    }[];
    const otherGroup = companies.find((c) => c.razon_social.startsWith('Alimentos del Valle'))!;
    const [adminBefore, directorBefore] = [await kpis(admin), await kpis(director)];
    const vacancyId = await createVacancyAs(ctx, admin, {
      titulo: 'Empacador de alimentos',
      descripcion: 'Empaque de alimentos en planta, con dotación y turnos rotativos.',
      id_categoria: 6,
      salario: 1_500_000,
      id_empresa: otherGroup.id_empresa,
    });
    const candidate = await asCandidate(ctx, '57000010');
    await postAs(ctx, candidate, '/candidate/applications', { id_vacante: vacancyId });
    const [adminAfter, directorAfter] = [await kpis(admin), await kpis(director)];
    expect(adminAfter.vacantes_abiertas).toBe(adminBefore.vacantes_abiertas + 1);
    expect(adminAfter.postulaciones).toBe(adminBefore.postulaciones + 1);
    expect(directorAfter.vacantes_abiertas).toBe(directorBefore.vacantes_abiertas);
    expect(directorAfter.postulaciones).toBe(directorBefore.postulaciones);
    const company = await asStaff(ctx, 'empresa@portal.local');
    const res = await ctx.app.inject({ url: '/api/staff/kpis', headers: { cookie: company.cookie } });
    expect(res.statusCode).toBe(403);
  });
});

describe('reuse', () => {
  it('serves the same figures within KPI_CACHE_SECONDS, then computes them again', async () => {
    const cached = await createTestApp({ KPI_CACHE_SECONDS: '60' });
    try {
      const who = await asStaff(cached, 'director@portal.local');
      const read = async () =>
        kpisSchema.parse(
          (await cached.app.inject({ url: '/api/staff/kpis', headers: { cookie: who.cookie } })).json(),
        );
      const first = await read();
      await createVacancyAs(cached, who, {
        titulo: 'Montacarguista',
        descripcion: 'Operación de montacargas en bodega de alto rendimiento.',
        id_categoria: 1,
        salario: 1_600_000,
      });
      expect(await read()).toEqual(first);
      const later = new Date(Date.parse(first.calculado_en) + 61_000);
      cached.app.clock.now = () => later;
      const fresh = await read();
      expect(fresh.calculado_en).toBe(later.toISOString());
      expect(fresh.vacantes_abiertas).toBe(first.vacantes_abiertas + 1);
    } finally {
      await cached.close();
    }
  });
});
