import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kpisSchema } from '@portal/shared/kpis';
import { talentPoolMessages as messages } from '@portal/shared/messages';
import { poolFileSchema } from '@portal/shared/talent-pool/file';
import { DEFAULT_MATCH_WEIGHTS, matchResultSchema } from '@portal/shared/talent-pool/matching';
import { poolSearchResultSchema } from '@portal/shared/talent-pool/search';
import { queryRows } from '../../db/rows.js';
import { asCandidate, type CandidateActor, signedUpWith } from '../../test-support/actors.js';
import { columnOf, download, sheetOf } from '../../test-support/exports.js';
import { asStaff, createVacancyAs, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { withdrawAllOnErasure } from '../consents/service.js';
import { hashPassword } from '../users/session/passwords.js';

// Issue 33 items 1–3: every agency role searches the whole pool by profile; documents, notes and
// applications keep their group scope; matching gives reasons; invitations respect consent and cap.
let ctx: TestContext;
let admin: StaffActor;
let director: StaffActor;
let otherDirector: StaffActor;
let company: StaffActor;
let ana: CandidateActor;
let bruno: CandidateActor;
let quiet: CandidateActor;
let logistics: number;
let vacancy: number;

const get = (who: StaffActor, url: string) => ctx.app.inject({ url: `/api${url}`, headers: who.headers });
const send = (who: StaffActor, method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: who.headers, payload });
const search = async (who: StaffActor, query: string) => {
  const res = await get(who, `/staff/talent-pool?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return poolSearchResultSchema.parse(res.json());
};
const ids = (result: { candidatos: { id_candidato: number }[] }) =>
  result.candidatos.map((c) => c.id_candidato);

async function workProfile(who: CandidateActor, fields: Record<string, unknown>) {
  const assignments = Object.entries(fields).map(
    ([column, value]) => sql`${sql.identifier(column)} = ${value}`,
  );
  await ctx.app.db.execute(
    sql`update candidatos set ${sql.join(assignments, sql`, `)} where id_candidato = ${who.candidateId}`,
  );
}

/** A director of the second demo group (Antioquia), signed in. */
async function otherGroupDirector() {
  const [group] = await queryRows<{ id: number }>(
    ctx.app.db,
    sql`select id_grupo as id from grupos order by id_grupo offset 1 limit 1`,
  );
  await ctx.app.db.execute(
    sql`insert into usuarios (correo, primer_nombre, primer_apellido, rol, id_grupo, password_hash)
        values ('norte@portal.local', 'Nora', 'Vélez', 'director', ${group!.id}, ${await hashPassword('Clave-Segura-2026')})`,
  );
  return asStaff(ctx, 'norte@portal.local', 'Clave-Segura-2026');
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await asStaff(ctx, 'admin@portal.local');
  director = await asStaff(ctx, 'director@portal.local');
  company = await asStaff(ctx, 'empresa@portal.local');
  otherDirector = await otherGroupDirector();
  const [category] = await queryRows<{ id: number }>(
    ctx.app.db,
    sql`select id_categoria as id from categorias where nombre_categoria = 'Logística'`,
  );
  logistics = category!.id;
  ana = await asCandidate(ctx, '7100000001', 'Ána Lucía Gómez');
  bruno = await asCandidate(ctx, '7100000002', 'Bruno Díaz');
  quiet = await asCandidate(
    ctx,
    '7100000003',
    'Quintín Ríos',
    signedUpWith({ compartir: true, alertas: false }),
  );
  await workProfile(ana, {
    id_ciudad: 5001,
    habilidades: sql`array['Montacarguista', 'Zunchadora']`,
    categorias_experiencia: sql`array[${logistics}]::int[]`,
    aspiracion_salarial: 1_600_000,
    disponibilidad: 'inmediata',
  });
  await workProfile(bruno, { id_ciudad: 5360, habilidades: sql`array['Montacarguista']` });
  await workProfile(quiet, { id_ciudad: 5001, categorias_experiencia: sql`array[${logistics}]::int[]` });
  const [andina] = await queryRows<{ id: number }>(
    ctx.app.db,
    sql`select id_empresa as id from empresas where nit = '900482117'`,
  );
  // A vacancy of a client company of the director's group: the other group does not reach it.
  vacancy = await createVacancyAs(ctx, director, {
    id_empresa: andina!.id,
    titulo: 'Operario de montacargas',
    descripcion: 'Bodega en Medellín',
    id_categoria: logistics,
    salario: 1_800_000,
    id_ciudad: 5001,
  } as Parameters<typeof createVacancyAs>[2]);
});

afterAll(async () => {
  await ctx?.close();
});

describe('search', () => {
  it('is for agency staff only: a company user gets 403', async () => {
    expect((await get(company, '/staff/talent-pool')).statusCode).toBe(403);
    expect((await get(company, `/staff/talent-pool/${ana.candidateId}`)).statusCode).toBe(403);
  });

  it('finds without accents or case, by prefix and with a typo', async () => {
    expect(ids(await search(director, 'q=ANA%20LUCIA'))[0]).toBe(ana.candidateId);
    expect(ids(await search(director, 'q=zunchad'))).toEqual([ana.candidateId]);
    const typo = ids(await search(director, 'q=montacargista'));
    expect(typo).toContain(ana.candidateId);
    expect(typo).toContain(bruno.candidateId);
    expect(ids(await search(director, 'q=7100000002'))).toEqual([bruno.candidateId]);
  });

  it('filters by city, nearby cities of the department, category and consent to be contacted', async () => {
    const q = 'q=7100000';
    expect(ids(await search(director, `${q}&ciudad=5001`)).sort()).toEqual(
      [ana.candidateId, quiet.candidateId].sort(),
    );
    expect(ids(await search(director, `${q}&ciudad=5001&cercanas=1`))).toHaveLength(3);
    expect(ids(await search(director, `${q}&categoria=${logistics}&contactables=1`))).toEqual([
      ana.candidateId,
    ]);
    expect(ids(await search(director, `${q}&disponibilidad=inmediata`))).toEqual([ana.candidateId]);
    const page = await search(director, `${q}&page_size=20&orden=nombre`);
    expect(page.total).toBe(3);
    expect(page.candidatos.map((c) => c.nombre)).toEqual(['Bruno Díaz', 'Ána Lucía Gómez', 'Quintín Ríos']);
  });

  it('exports the whole result with its filters, Spanish headers and formula-safe cells', async () => {
    await workProfile(bruno, { primer_nombre: '=HYPERLINK("http://x")' });
    for (const formato of ['csv', 'xlsx'] as const) {
      const res = await download(
        ctx,
        director,
        `/api/staff/talent-pool/export?q=7100000&ciudad=5001&cercanas=1&formato=${formato}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const sheet = await sheetOf(res);
      expect(sheet[0]).toContain('Número de documento');
      expect(columnOf(sheet, 'Número de documento').map(String).sort()).toEqual([
        '7100000001',
        '7100000002',
        '7100000003',
      ]);
      expect(columnOf(sheet, 'Disponibilidad')).toContain('Inmediata');
      expect(columnOf(sheet, 'Nombre')).toContain(`'=HYPERLINK("http://x") Díaz`);
    }
    await workProfile(bruno, { primer_nombre: 'Bruno' });
    expect((await download(ctx, company, '/api/staff/talent-pool/export?formato=csv')).statusCode).toBe(403);
  });

  it('refuses ids past the integer range, hex and exponents, and pages past the first 2,000 results', async () => {
    for (const query of ['ciudad=2147483648', 'categoria=0x10', 'actividad=3e1', 'page=101']) {
      const res = await get(director, `/staff/talent-pool?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toContain(messages.badFilter);
    }
    const deep = await get(director, '/staff/talent-pool?page=21&page_size=100');
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toContain(messages.tooDeep(2000));
    const exported = await download(
      ctx,
      director,
      '/api/staff/talent-pool/export?ciudad=2147483648&formato=csv',
    );
    expect(exported.statusCode).toBe(400);
  });

  it('answers a bad filter with a Spanish 400', async () => {
    const res = await get(director, '/staff/talent-pool?page_size=7');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(messages.badFilter);
  });

  it('leaves out a candidate who withdrew the authorization of treatment', async () => {
    const gone = await asCandidate(ctx, '7100000009', 'Gonzalo Retirado');
    expect(ids(await search(director, 'q=7100000009'))).toEqual([gone.candidateId]);
    // Only an erasure request withdraws it (consents/service.ts): every authorization ends.
    await withdrawAllOnErasure(ctx.app.db, gone.candidateId, { ip: null, agente: null, at: new Date() });
    expect(ids(await search(director, 'q=7100000009'))).toEqual([]);
    expect((await get(director, `/staff/talent-pool/${gone.candidateId}`)).statusCode).toBe(404);
  });
});

describe("a candidate's file", () => {
  beforeAll(async () => {
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/applications',
      headers: ana.headers,
      payload: { id_vacante: vacancy },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const [application] = await queryRows<{ id: number }>(
      ctx.app.db,
      sql`select id_postulacion as id from postulaciones where id_candidato = ${ana.candidateId}`,
    );
    const moved = await send(director, 'POST', `/staff/applications/${application!.id}/estado`, {
      estado: 'preseleccionada',
      nota: 'Buen perfil, llamar el lunes',
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('shows the group that manages the application its history, notes and documents', async () => {
    const res = await get(director, `/staff/talent-pool/${ana.candidateId}`);
    expect(res.statusCode, res.body).toBe(200);
    const file = poolFileSchema.parse(res.json());
    expect(file.perfil).toMatchObject({
      nombre: 'Ána Lucía Gómez',
      ciudad: 'Medellín',
      disponibilidad: 'inmediata',
    });
    expect(file.perfil.categorias).toEqual(['Logística']);
    expect(file.postulaciones).toHaveLength(1);
    expect(file.postulaciones[0]!.historial.map((h) => h.nota)).toContain('Buen perfil, llamar el lunes');
    expect(file.postulaciones_fuera_de_alcance).toBe(0);
    expect(file.documentos).not.toBeNull();
    expect(file.consentimientos.find((c) => c.tipo === 'alertas')?.otorgado).toBe(true);
  });

  it("shows another group's director the profile, never the application, notes or documents", async () => {
    expect(ids(await search(otherDirector, 'q=ana%20lucia'))).toEqual([ana.candidateId]);
    const file = poolFileSchema.parse(
      (await get(otherDirector, `/staff/talent-pool/${ana.candidateId}`)).json(),
    );
    expect(file.perfil.nombre).toBe('Ána Lucía Gómez');
    expect(file.postulaciones).toEqual([]);
    expect(file.postulaciones_fuera_de_alcance).toBe(1);
    expect(file.documentos).toBeNull();
    expect(file.a_tu_alcance).toBe(false);
    expect(file.perfil.correo).toBeNull();
    expect(file.perfil.numero_contacto1).toBeNull();
    expect(JSON.stringify(file)).not.toContain('llamar el lunes');
  });

  it('audits every opening', async () => {
    const rows = await queryRows<{ n: number }>(
      ctx.app.db,
      sql`select count(*)::int as n from auditoria where accion = 'ver_ficha' and entidad_id = ${String(ana.candidateId)}`,
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(2);
  });
});

describe('matching and invitations', () => {
  let second: number;
  beforeAll(async () => {
    second = await createVacancyAs(ctx, director, {
      titulo: 'Auxiliar de inventarios',
      descripcion: 'Centro de distribución',
      id_categoria: logistics,
      salario: 1_700_000,
      id_ciudad: 5001,
    } as Parameters<typeof createVacancyAs>[2]);
  });

  it('ranks by the weighted reasons and leaves out who already applied', async () => {
    const res = await get(director, `/staff/talent-pool/matches?id_vacante=${vacancy}`);
    expect(res.statusCode, res.body).toBe(200);
    const result = matchResultSchema.parse(res.json());
    const found = ids(result);
    expect(found).not.toContain(ana.candidateId);
    expect(found.indexOf(quiet.candidateId)).toBeLessThan(found.indexOf(bruno.candidateId));
    const quietRow = result.candidatos.find((c) => c.id_candidato === quiet.candidateId)!;
    expect(quietRow.razones.map((r) => r.razon)).toEqual(expect.arrayContaining(['ciudad', 'categoria']));
    expect(quietRow.puntaje).toBe(quietRow.razones.reduce((sum, r) => sum + r.peso, 0));
    expect(quietRow.no_invitable).toBe(messages.noConsent);
    const brunoRow = result.candidatos.find((c) => c.id_candidato === bruno.candidateId)!;
    expect(brunoRow.razones.map((r) => r.razon)).toContain('departamento');
  });

  it("hides another group's vacancy from its matches (404)", async () => {
    expect((await get(otherDirector, `/staff/talent-pool/matches?id_vacante=${vacancy}`)).statusCode).toBe(
      404,
    );
  });

  it('invites once, by mail and bell, with a link that marks it opened', async () => {
    const refused = await send(director, 'POST', '/staff/talent-pool/invitations', {
      id_candidato: quiet.candidateId,
      id_vacante: second,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.noConsent);

    const res = await send(director, 'POST', '/staff/talent-pool/invitations', {
      id_candidato: bruno.candidateId,
      id_vacante: second,
    });
    expect(res.statusCode, res.body).toBe(201);
    const again = await send(director, 'POST', '/staff/talent-pool/invitations', {
      id_candidato: bruno.candidateId,
      id_vacante: second,
    });
    expect(again.json().message).toBe(messages.alreadyInvited);

    const [mail] = await queryRows<{ subject: string; text: string }>(
      ctx.app.db,
      sql`select subject, text from mail_outbox where recipient = '7100000002@example.co' order by id desc limit 1`,
    );
    expect(mail!.subject).toBe('Te invitamos a postularte: Auxiliar de inventarios');
    const link = /\/api\/invitaciones\/[\w-]+/.exec(mail!.text)![0];
    // A mail scanner's HEAD does not count as opening it.
    expect((await ctx.app.inject({ method: 'HEAD', url: link })).statusCode).toBe(404);
    const opened = await ctx.app.inject({ url: link });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toMatch(
      new RegExp(`^/vacancy/${second}\\?utm_source=invitacion&utm_campaign=invitacion-\\d+$`),
    );
    const bell = await ctx.app.inject({ url: '/api/candidate/notifications', headers: bruno.headers });
    expect(bell.body).toContain('Te invitamos a postularte: Auxiliar de inventarios');
    const file = poolFileSchema.parse(
      (await get(director, `/staff/talent-pool/${bruno.candidateId}`)).json(),
    );
    expect(file.invitaciones[0]).toMatchObject({ vacante: 'Auxiliar de inventarios', postulo: false });
    expect(file.invitaciones[0]!.abierta_en).not.toBeNull();
  });

  it('asks for the vacancy or the order line of an invitation (400, never 500)', async () => {
    const res = await send(director, 'POST', '/staff/talent-pool/invitations', {
      id_candidato: bruno.candidateId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(messages.targetMissing);
  });

  it('stops at the cap per candidate, whoever invites', async () => {
    const saved = await send(admin, 'PUT', '/staff/talent-pool/settings', {
      pesos: DEFAULT_MATCH_WEIGHTS,
      tope_invitaciones: { maximo: 1, dias: 7 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await send(admin, 'POST', '/staff/talent-pool/invitations', {
      id_candidato: bruno.candidateId,
      id_vacante: vacancy,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.capReached(1, 7));
  });

  it('lets only the admin tune the weights, within range', async () => {
    const body = {
      pesos: { ...DEFAULT_MATCH_WEIGHTS, ciudad: 80 },
      tope_invitaciones: { maximo: 3, dias: 7 },
    };
    expect((await send(director, 'PUT', '/staff/talent-pool/settings', body)).statusCode).toBe(403);
    const bad = await send(admin, 'PUT', '/staff/talent-pool/settings', {
      ...body,
      pesos: { ...body.pesos, ciudad: 500 },
    });
    expect(bad.statusCode).toBe(400);
    expect((await send(admin, 'PUT', '/staff/talent-pool/settings', body)).statusCode).toBe(200);
    const result = matchResultSchema.parse(
      (await get(director, `/staff/talent-pool/matches?id_vacante=${second}`)).json(),
    );
    const quietRow = result.candidatos.find((c) => c.id_candidato === quiet.candidateId)!;
    expect(quietRow.razones.find((r) => r.razon === 'ciudad')?.peso).toBe(80);
  });

  it('counts what invitations became, and every source with its hires, in the KPIs', async () => {
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/applications',
      headers: bruno.headers,
      payload: { id_vacante: second, utm_source: 'invitacion', utm_campaign: 'invitacion-1' },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const res = await get(director, '/staff/kpis');
    expect(res.statusCode, res.body).toBe(200);
    const kpis = kpisSchema.parse(res.json());
    expect(kpis.invitaciones).toMatchObject({ enviadas: 1, abiertas: 1, postuladas: 1, contratadas: 0 });
    expect(kpis.fuentes).toContainEqual({ fuente: 'invitacion', postulaciones: 1, contratadas: 0 });
  });
});
