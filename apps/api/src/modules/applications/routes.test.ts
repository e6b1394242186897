import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { applicationListSchema, applyResponseSchema } from '@portal/shared/applications/candidate';
import { vacancyPageSchema } from '@portal/shared/vacancies/public';
import { vacancyMessages } from '@portal/shared/messages';
import { espaciosAgendamiento, vacantes } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { asCandidate, type CandidateActor } from '../../test-support/actors.js';

let ctx: TestContext;
let ana: CandidateActor;
let beto: CandidateActor;
let openIds: number[];

beforeAll(async () => {
  ctx = await createTestApp();
  ana = await asCandidate(ctx, '900100200', 'Ana Lucía Gómez');
  beto = await asCandidate(ctx, '900100300', 'Beto Ramírez');
  const page = vacancyPageSchema.parse((await ctx.app.inject({ url: '/api/vacancies?page_size=50' })).json());
  openIds = page.items.map((v) => v.id_vacante);
});
afterAll(() => ctx.close());

const apply = (who: CandidateActor, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/candidate/applications', headers: who.headers, payload });
const mine = async (who: CandidateActor) =>
  applicationListSchema.parse(
    (await ctx.app.inject({ url: '/api/candidate/applications', headers: who.headers })).json(),
  );

async function newSlot(capacidad: number, vacancyId = openIds[5]!) {
  const [slot] = await ctx.database.db
    .insert(espaciosAgendamiento)
    .values({
      id_vacante: vacancyId,
      fecha_hora: new Date(Date.now() + 3 * 86_400_000),
      lugar: 'Sede norte',
      capacidad,
    })
    .returning();
  return slot!;
}

describe('POST /api/candidate/applications', () => {
  it('needs a signed-in candidate', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/applications',
      payload: { id_vacante: 1 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Debes iniciar sesión para continuar.');
  });

  it('is idempotent: the same candidate and vacancy give one application, with the first utm values', async () => {
    const body = { id_vacante: openIds[0], utm_source: 'x', utm_campaign: 'y' };
    const first = await apply(ana, body);
    expect(first.statusCode).toBe(201);
    const created = applyResponseSchema.parse(first.json());
    expect(created.application).toMatchObject({ estado: 'recibida', utm_source: 'x', utm_campaign: 'y' });
    const again = await apply(ana, { ...body, utm_source: 'otra' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      created: false,
      application: { id_postulacion: created.application.id_postulacion, utm_source: 'x' },
    });
    const parallel = await Promise.all([1, 2, 3].map(() => apply(ana, { id_vacante: openIds[1] })));
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect((await mine(ana)).filter((a) => a.id_vacante === openIds[1])).toHaveLength(1);
  });

  it('refuses a closed vacancy and an unknown one in Spanish', async () => {
    const [closed] = await ctx.database.db
      .select()
      .from(vacantes)
      .where(eq(vacantes.estado, 'cerrada'))
      .limit(1);
    const res = await apply(ana, { id_vacante: closed!.id_vacante });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'VACANCY_CLOSED', message: vacancyMessages.closed });
    const unknown = await apply(ana, { id_vacante: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(vacancyMessages.notFound);
  });

  it('takes applications until the end of its closing day in Bogotá, not in UTC', async () => {
    // 00:30 UTC on the 27th is 19:30 on the 26th in Bogotá: a vacancy closing on the 26th is still open.
    // The vacancy's own closing day is put back afterwards: later tests apply to it on the real clock.
    const [{ fecha_cierre: closing }] = (await ctx.database.db
      .select({ fecha_cierre: vacantes.fecha_cierre })
      .from(vacantes)
      .where(eq(vacantes.id_vacante, openIds[6]!))) as [{ fecha_cierre: string }];
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T00:30:00Z') });
    try {
      const carla = await asCandidate(ctx, '900100400', 'Carla Díaz');
      await ctx.database.db
        .update(vacantes)
        .set({ fecha_cierre: '2026-11-26' })
        .where(eq(vacantes.id_vacante, openIds[6]!));
      expect((await apply(carla, { id_vacante: openIds[6] })).statusCode).toBe(201);
    } finally {
      vi.useRealTimers();
      await ctx.database.db
        .update(vacantes)
        .set({ fecha_cierre: closing })
        .where(eq(vacantes.id_vacante, openIds[6]!));
    }
  });

  it('books a slot, and refuses a full one or one of another vacancy', async () => {
    const slot = await newSlot(1, openIds[2]);
    const booked = await apply(ana, {
      id_vacante: openIds[2],
      id_espacio_agendamiento: slot.id_espacio_agendamiento,
    });
    expect(booked.statusCode).toBe(201);
    const application = applyResponseSchema.parse(booked.json()).application;
    // The slot is shown as the interview; the pipeline starts at 'recibida' (issue 11).
    expect(application.estado).toBe('recibida');
    expect(application.historial.map((h) => h.estado)).toEqual(['recibida']);
    expect(application.entrevista?.lugar).toBe('Sede norte');
    const full = await apply(beto, {
      id_vacante: openIds[2],
      id_espacio_agendamiento: slot.id_espacio_agendamiento,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(vacancyMessages.slotFull);
    const elsewhere = await apply(beto, {
      id_vacante: openIds[3],
      id_espacio_agendamiento: slot.id_espacio_agendamiento,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(vacancyMessages.slotNotFound);
    expect((await mine(beto)).map((a) => a.id_vacante)).not.toContain(openIds[2]);
  });

  it('20 candidates racing for a slot of capacity 3 give exactly 3 bookings', async () => {
    const slot = await newSlot(3);
    const racers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => asCandidate(ctx, `77700${String(i).padStart(3, '0')}`)),
    );
    const results = await Promise.all(
      racers.map((who) =>
        apply(who, { id_vacante: openIds[5], id_espacio_agendamiento: slot.id_espacio_agendamiento }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    const [after] = await ctx.database.db
      .select()
      .from(espaciosAgendamiento)
      .where(eq(espaciosAgendamiento.id_espacio_agendamiento, slot.id_espacio_agendamiento));
    expect(after!.reservados).toBe(3);
  });
});

describe('GET /api/candidate/applications', () => {
  it('lists only my own applications with their history', async () => {
    await apply(beto, { id_vacante: openIds[4] });
    const anas = await mine(ana);
    const betos = await mine(beto);
    expect(anas.length).toBeGreaterThanOrEqual(3);
    expect(anas.map((a) => a.id_postulacion)).not.toEqual(
      expect.arrayContaining(betos.map((b) => b.id_postulacion)),
    );
    expect(betos.map((b) => b.id_vacante)).toEqual([openIds[4]]);
    expect(anas.every((a) => a.historial.length >= 1 && a.historial[0]!.estado === 'recibida')).toBe(true);
  });

  it("carries the candidate's own CV-sharing authorization as it stands now", async () => {
    const consent = (otorgado: boolean) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/candidate/consents',
        headers: beto.headers,
        payload: { tipo: 'compartir', otorgado },
      });
    const anasBefore = (await mine(ana)).map((a) => a.comparte_con_empresas);
    expect((await consent(true)).statusCode).toBe(200);
    expect((await mine(beto)).map((a) => a.comparte_con_empresas)).toEqual([true]);
    expect((await consent(false)).statusCode).toBe(200);
    expect((await mine(beto)).map((a) => a.comparte_con_empresas)).toEqual([false]);
    expect((await mine(ana)).map((a) => a.comparte_con_empresas)).toEqual(anasBefore);
  });

  it('a body can never name another candidate', async () => {
    const res = await apply(beto, { id_vacante: openIds[6], id_candidato: ana.candidateId });
    expect(res.statusCode).toBe(201);
    expect((await mine(ana)).map((a) => a.id_vacante)).not.toContain(openIds[6]);
  });
});
