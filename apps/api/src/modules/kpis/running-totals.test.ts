import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.js';
import { vacantes } from '../../db/schema/index.js';
import { kpiFigures } from './repository.js';
import { seedBenchApplications } from '../applications/seed.js';
import { seedBenchCandidates } from '../candidates/seed.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// The dashboard's running totals (migration 0035, decision 0070) against the same figures counted
// from the applications and their history, after every kind of write that moves them.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ KPI_CACHE_SECONDS: '0' });
  await seedBenchCandidates(ctx.app.db, 30);
  await seedBenchApplications(ctx.app.db, 3);
});
afterAll(() => ctx.close());

const run = (query: ReturnType<typeof sql>) => ctx.app.db.execute(query);
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx.app.db, query);

/** Kept and counted, each in the same order, so one `toEqual` says which figure drifted. */
async function keptAndCounted() {
  const kept = {
    vacantes: await rows(sql`select id_vacante, postulaciones, primera_contratacion from kpi_vacantes
      where postulaciones <> 0 or primera_contratacion is not null order by 1`),
    fuentes: await rows(sql`select id_empresa, fuente, postulaciones, contratadas from kpi_fuentes
      where postulaciones <> 0 or contratadas <> 0 order by 1, 2`),
    embudo: await rows(sql`select id_empresa, estado, total from kpi_embudo where total <> 0 order by 1, 2`),
    empresas: await rows(sql`select id_empresa, vacantes_abiertas, vacantes_contratadas,
        segundos_para_contratar::float8 as segundos from kpi_empresas
      where vacantes_abiertas <> 0 or vacantes_contratadas <> 0 order by 1`),
    abiertas: await rows(sql`select id_empresa, dia::text, total from kpi_abiertas_dia order by 1, 2`),
  };
  const counted = {
    vacantes: await rows(sql`select p.id_vacante, count(*)::int as postulaciones,
        (select min(h.fecha) from postulaciones_historial h join postulaciones q using (id_postulacion)
          where q.id_vacante = p.id_vacante and h.estado = 'contratada') as primera_contratacion
      from postulaciones p group by 1 order by 1`),
    fuentes: await rows(sql`select coalesce(v.id_empresa, 0) as id_empresa,
        coalesce(nullif(p.utm_source, ''), 'directo') as fuente, count(*)::int as postulaciones,
        (count(*) filter (where p.estado = 'contratada'))::int as contratadas
      from postulaciones p join vacantes v using (id_vacante) group by 1, 2 order by 1, 2`),
    embudo: await rows(sql`select coalesce(v.id_empresa, 0) as id_empresa, r.estado, count(*)::int as total
      from (select distinct id_postulacion, estado from postulaciones_historial) r
        join postulaciones p using (id_postulacion) join vacantes v using (id_vacante)
      group by 1, 2 order by 1, 2`),
    empresas: await rows(sql`select coalesce(v.id_empresa, 0) as id_empresa,
        (count(*) filter (where v.estado = 'abierta'))::int as vacantes_abiertas,
        count(f.primera)::int as vacantes_contratadas,
        coalesce(sum(extract(epoch from f.primera - v.fecha_publicacion)), 0)::float8 as segundos
      from vacantes v left join lateral (select min(h.fecha) as primera from postulaciones_historial h
        join postulaciones q using (id_postulacion)
        where q.id_vacante = v.id_vacante and h.estado = 'contratada') f on true
      group by 1 having count(*) filter (where v.estado = 'abierta') > 0 or count(f.primera) > 0
      order by 1`),
    abiertas: await rows(sql`select coalesce(v.id_empresa, 0) as id_empresa,
        ((p.updated_at at time zone 'UTC')::date)::text as dia, count(*)::int as total
      from postulaciones p join vacantes v using (id_vacante)
      where p.estado not in ('contratada', 'descartada', 'rechazada') group by 1, 2 order by 1, 2`),
  };
  return { kept, counted };
}

const expectInStep = async () => {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
};

/** A hired application (history in several states) whose candidate has no assignment yet. */
const someApplication = async () =>
  (
    await rows<{ id: number; id_vacante: number }>(sql`select p.id_postulacion as id, p.id_vacante
      from postulaciones p where exists (select 1 from postulaciones_historial h
        where h.id_postulacion = p.id_postulacion and h.estado = 'contratada')
      and not exists (select 1 from misiones m join postulaciones q using (id_postulacion)
        where q.id_candidato = p.id_candidato)
      order by p.id_postulacion limit 1`)
  )[0]!;

describe('running totals of the dashboard', () => {
  it('match the applications after seeding', expectInStep);

  it('follow a hire, a duplicate state row, a changed source and a state row taken away', async () => {
    const app = await someApplication();
    await run(sql`update postulaciones set estado = 'recibida', utm_source = 'facebook'
      where id_postulacion = ${app.id}`);
    await expectInStep();
    await run(sql`insert into postulaciones_historial (id_postulacion, estado, fecha)
      values (${app.id}, 'contratada', now() - interval '400 days'), (${app.id}, 'recibida', now())`);
    await expectInStep();
    await run(
      sql`delete from postulaciones_historial where id_postulacion = ${app.id} and estado = 'contratada'`,
    );
    await expectInStep();
  });

  it('follow an application moved to another vacancy, and a vacancy moved to another company', async () => {
    const app = await someApplication();
    const [other] = await rows<{ id: number }>(sql`select id_vacante as id from vacantes
      where id_vacante <> ${app.id_vacante} and not exists (select 1 from postulaciones p
        join postulaciones q on q.id_candidato = p.id_candidato
        where p.id_postulacion = ${app.id} and q.id_vacante = vacantes.id_vacante)
      order by id_vacante limit 1`);
    await run(sql`update postulaciones set id_vacante = ${other!.id} where id_postulacion = ${app.id}`);
    await expectInStep();
    const [company] = await rows<{ id: number }>(
      sql`select id_empresa as id from empresas order by 1 limit 1`,
    );
    await run(sql`update vacantes set id_empresa = ${company!.id} where id_vacante = ${other!.id}`);
    await expectInStep();
    await run(sql`update vacantes set id_empresa = null where id_vacante = ${other!.id}`);
    await expectInStep();
  });

  it('follow vacancies opened, closed, published again, deleted, and applications touched', async () => {
    const [company] = await rows<{ id: number }>(
      sql`select id_empresa as id from empresas order by 1 limit 1`,
    );
    const [vacancy] = await rows<{ id: number }>(sql`select id_vacante as id from vacantes
      where exists (select 1 from kpi_vacantes k where k.id_vacante = vacantes.id_vacante
        and k.primera_contratacion is not null) order by 1 limit 1`);
    await run(sql`update vacantes set estado = 'cerrada' where id_vacante = ${vacancy!.id}`);
    await expectInStep();
    await run(sql`update vacantes set estado = 'abierta', fecha_publicacion = fecha_publicacion - interval '3 days'
      where id_vacante = ${vacancy!.id}`);
    await expectInStep();
    // Its open applications go with it to another company.
    await run(sql`update vacantes set id_empresa = ${company!.id} where id_vacante = ${vacancy!.id}`);
    await expectInStep();
    const [copy] = await rows<{
      id: number;
    }>(sql`insert into vacantes (titulo, descripcion, empresa, id_ciudad,
        id_categoria, lugar, turno, salario, tipo_contrato, fecha_cierre, id_empresa)
      select titulo, descripcion, empresa, id_ciudad, id_categoria, lugar, turno, salario, tipo_contrato,
        fecha_cierre, id_empresa from vacantes where id_vacante = ${vacancy!.id} returning id_vacante as id`);
    await expectInStep();
    await run(sql`delete from vacantes where id_vacante = ${copy!.id}`);
    await expectInStep();
    // Touched (a day earlier and today), closed and reopened: each moves between days.
    await run(sql`update postulaciones set updated_at = updated_at - interval '1 day'
      where id_postulacion in (select id_postulacion from postulaciones order by 1 limit 7)`);
    await run(sql`update postulaciones set updated_at = now(), estado = 'descartada'
      where id_postulacion in (select id_postulacion from postulaciones order by 1 limit 3)`);
    await run(sql`update postulaciones set estado = 'recibida'
      where id_postulacion in (select id_postulacion from postulaciones order by 1 limit 2)`);
    await expectInStep();
  });

  it('give the stale count of the running days and the limit day, for everyone and for one company', async () => {
    // Either side of the limit, on its own day: the part counted row by row.
    await run(sql`update postulaciones set estado = 'recibida', updated_at = now() - interval '5 days' + (case
        when id_postulacion % 2 = 0 then interval '1 minute' else interval '-1 minute' end)
      where id_postulacion in (select id_postulacion from postulaciones order by 1 desc limit 6)`);
    await expectInStep();
    const [company] = await rows<{ id: number }>(sql`select v.id_empresa as id from postulaciones p
      join vacantes v using (id_vacante) where v.id_empresa is not null order by p.id_postulacion desc limit 1`);
    for (const scope of [undefined, eq(vacantes.id_empresa, company!.id)]) {
      const { totals } = await kpiFigures(ctx.app.db, scope);
      const [counted] = await rows<{ estancadas: number; abiertas: number }>(sql`select
        (select count(*)::int from postulaciones p join vacantes using (id_vacante) where ${scope ?? sql`true`}
          and p.estado not in ('contratada', 'descartada', 'rechazada') and p.updated_at < now() - interval '5 days')
          as estancadas,
        (select count(*)::int from vacantes where estado = 'abierta' and ${scope ?? sql`true`}) as abiertas`);
      expect(totals.estancadas).toBe(counted!.estancadas);
      expect(totals.vacantes_abiertas).toBe(counted!.abiertas);
    }
  });

  it('follow applications deleted with their history (a candidate erased)', async () => {
    const app = await someApplication();
    await run(sql`delete from candidatos where id_candidato =
      (select id_candidato from postulaciones where id_postulacion = ${app.id})`);
    await expectInStep();
    await run(sql`delete from postulaciones where id_postulacion in
      (select id_postulacion from postulaciones order by id_postulacion desc limit 5)`);
    await expectInStep();
  });
});
