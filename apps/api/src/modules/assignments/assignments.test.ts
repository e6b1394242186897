import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentListSchema, assignmentMessages } from '@portal/shared/assignments/assignment';
import { bogotaToday } from '@portal/shared/bogota-time';
import { lastDayOfTerm } from '@portal/shared/assignments/terms';
import { addDays } from '@portal/shared/calendar-days';
import { notificationListSchema } from '@portal/shared/notifications';
import { asCandidate, type CandidateActor } from '../../test-support/actors.js';
import { approvedHire as hire } from '../../test-support/hires.js';
import { asStaff, companyIdAs, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// Issue 31 item 3 and 4: the assignment (misión) created from a hire, kept within Decreto 1072 de
// 2015 art. 2.2.6.5.6, seen by the agency, the company and the worker, and warned about before it ends.
let ctx: TestContext;
let director: StaffActor;
let company: StaffActor;
let otherCompany: StaffActor;
let idEmpresa: number;
let serial = 0;
const today = bogotaToday();

/** A new candidate moved (by default up to 'aprobada') for a new vacancy of the company (or the agency's own). */
async function approvedHire(forCompany = true, states?: string[]) {
  serial += 1;
  const username = `5810${String(serial).padStart(4, '0')}`;
  return hire(ctx, director, username, forCompany ? idEmpresa : undefined, states);
}

const plan = (id_postulacion: number, fields: object = {}) => ({
  id_postulacion,
  causal: 'incremento',
  servicio: 'Auxiliar de bodega',
  inicio: today,
  fin_previsto: addDays(today, 90),
  salario: 1_900_000,
  tiempo_completo: true,
  ...fields,
});
const create = (payload: object, who = director) =>
  ctx.app.inject({ method: 'POST', url: '/api/staff/assignments', headers: who.headers, payload });
const act = (id: number, action: 'extend' | 'end', payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/staff/assignments/${id}/${action}`,
    headers: director.headers,
    payload,
  });
const list = async (url: string, headers: Record<string, string>) => {
  const res = await ctx.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return assignmentListSchema.parse(res.json());
};

beforeAll(async () => {
  ctx = await createTestApp();
  director = await asStaff(ctx, 'director@portal.local');
  company = await asStaff(ctx, 'empresa@portal.local');
  otherCompany = await asStaff(ctx, 'empresa2@portal.local');
  idEmpresa = await companyIdAs(ctx, director);
});
afterAll(() => ctx.close());

describe('the demo data', () => {
  it('shows a running assignment, one ending within 30 days and a replacement about to start', async () => {
    const all = await list('/api/staff/assignments', (await asStaff(ctx, 'admin@portal.local')).headers);
    // The replacement about to start, and the demo candidate's next assignment (issue 31 item 6).
    const starting = all.filter((a) => a.estado === 'por_iniciar');
    expect(starting).toHaveLength(2);
    expect(starting).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ causal: 'reemplazo', reemplazo_motivo: 'maternidad', dias_restantes: 120 }),
        expect.objectContaining({ trabajador: 'Ana María Rodríguez', dias_restantes: 150 }),
      ]),
    );
    expect(all.some((a) => a.dias_restantes === 20 && a.causal === 'incremento')).toBe(true);
    expect(all.some((a) => a.dias_restantes === 135)).toBe(true);
  });
});

describe('an assignment created from a hire', () => {
  let worker: CandidateActor;
  let id: number;

  it('is created by the agency and seen by the company and the worker, not by others', async () => {
    const hire = await approvedHire();
    worker = hire.candidate;
    const pending = async () =>
      (
        await ctx.app.inject({ url: '/api/staff/assignments/pending-hires', headers: director.headers })
      ).json();
    expect(await pending()).toContainEqual(
      expect.objectContaining({
        id_postulacion: hire.id,
        empresa: 'Logística Andina S.A.S.',
        salario: 1_900_000,
      }),
    );
    const res = await create(plan(hire.id));
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;

    const staffView = (await list('/api/staff/assignments', director.headers)).find((a) => a.id === id);
    expect(staffView).toMatchObject({
      estado: 'activa',
      causal: 'incremento',
      dias_restantes: 90,
      empresa: 'Logística Andina S.A.S.',
      prorrogas: [],
    });
    // Six months plus the one extension of six: the law's last day from where it stands.
    expect(staffView!.fin_maximo).toBe(
      [lastDayOfTerm(addDays(today, 91), 6), lastDayOfTerm(today, 12)].sort()[0],
    );
    expect((await list('/api/client/assignments', company.headers)).map((a) => a.id)).toContain(id);
    expect((await list('/api/candidate/assignments', worker.headers)).map((a) => a.id)).toEqual([id]);
    expect((await list('/api/client/assignments', otherCompany.headers)).map((a) => a.id)).not.toContain(id);
    const stranger = await asCandidate(ctx, '58109999', 'Otra Persona');
    expect(await list('/api/candidate/assignments', stranger.headers)).toEqual([]);
    expect((await pending()).map((row: { id_postulacion: number }) => row.id_postulacion)).not.toContain(
      hire.id,
    );
  });

  it('is one per hire', async () => {
    const [view] = await list('/api/candidate/assignments', worker.headers);
    const res = await create(plan(view!.id_postulacion));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(assignmentMessages.exists);
  });

  it('is extended once by up to six months, with who and when, and refused a second time', async () => {
    const first = await act(id, 'extend', { fin_nuevo: addDays(today, 150), nota: 'La temporada sigue' });
    expect(first.statusCode, first.body).toBe(200);
    const [view] = await list('/api/candidate/assignments', worker.headers);
    expect(view!.fin_previsto).toBe(addDays(today, 150));
    expect(view!.prorrogas).toEqual([
      expect.objectContaining({
        fin_anterior: addDays(today, 90),
        fin_nuevo: addDays(today, 150),
        por: expect.stringMatching(/\S/),
      }),
    ]);
    expect(view!.fin_maximo).toBe(addDays(today, 150));
    expect(
      (await list('/api/staff/assignments?filtro=prorrogadas', director.headers)).map((a) => a.id),
    ).toContain(id);

    const second = await act(id, 'extend', { fin_nuevo: addDays(today, 160) });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toMatch(/única prórroga.*art\. 2\.2\.6\.5\.6/);
  });

  it('ends with a date and a reason, once', async () => {
    const early = await act(id, 'end', { terminada_el: addDays(today, -1), motivo: 'fin_labor' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(assignmentMessages.endBeforeStart);
    const res = await act(id, 'end', {
      terminada_el: today,
      motivo: 'fin_labor',
      nota: 'Terminó la temporada',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list('/api/candidate/assignments', worker.headers))[0]).toMatchObject({
      estado: 'terminada',
      terminada_el: today,
      motivo_terminacion: 'fin_labor',
      dias_restantes: null,
    });
    expect((await act(id, 'end', { terminada_el: today, motivo: 'fin_labor' })).statusCode).toBe(409);
    expect((await act(id, 'extend', { fin_nuevo: addDays(today, 170) })).statusCode).toBe(409);
  });
});

describe('the law, at the edge', () => {
  it('refuses an occasional job longer than one month, citing CST art. 6', async () => {
    const { id } = await approvedHire();
    const res = await create(
      plan(id, { causal: 'ocasional', inicio: '2026-01-31', fin_previsto: '2026-03-01' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/más de un mes.*art\. 6.*2026-02-27/);
    expect(
      (await create(plan(id, { causal: 'ocasional', inicio: '2026-01-31', fin_previsto: '2026-02-27' })))
        .statusCode,
    ).toBe(201);
  });

  it('asks a replacement for the person replaced and the reason', async () => {
    const { id } = await approvedHire();
    const noReason = await create(plan(id, { causal: 'reemplazo', reemplazo_persona: 'Ana Gómez' }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reemplazo_motivo).toBe(assignmentMessages.replacedReasonInvalid);
    const noPerson = await create(plan(id, { causal: 'reemplazo', reemplazo_motivo: 'maternidad' }));
    expect(noPerson.statusCode).toBe(400);
    expect(noPerson.json().message).toMatch(/a quién se reemplaza/);
    const ok = await create(
      plan(id, { causal: 'reemplazo', reemplazo_persona: 'Ana Gómez', reemplazo_motivo: 'maternidad' }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const view = (await list('/api/staff/assignments', director.headers)).find((a) => a.id === ok.json().id);
    expect(view).toMatchObject({
      fin_maximo: null,
      reemplazo_persona: 'Ana Gómez',
      reemplazo_motivo: 'maternidad',
    });
  });

  it('after 12 months of a service refuses another assignment for it at the same company', async () => {
    const servicio = 'Empaque de temporada';
    const first = await approvedHire();
    const created = await create(
      plan(first.id, { servicio, inicio: '2025-06-01', fin_previsto: '2025-11-30', salario: 1_500_000 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect((await act(created.json().id, 'extend', { fin_nuevo: '2026-05-31' })).statusCode).toBe(200);

    const second = await approvedHire();
    // The same service, spelled otherwise, after the 12 months: refused with the article.
    const res = await create(plan(second.id, { servicio: ' empaque DE temporada ', inicio: '2026-06-01' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/12 meses.*2025-06-01.*art\. 2\.2\.6\.5\.6, num\. 3/);
    // Another service of the same company is free.
    expect(
      (
        await create(
          plan(second.id, { servicio: 'Montacarguista', inicio: '2026-06-01', fin_previsto: '2026-11-30' }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('refuses a full-time salary under the SMMLV in force on the start day', async () => {
    const { id } = await approvedHire();
    const res = await create(plan(id, { salario: 1_700_000 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/salario mínimo vigente.*1\.750\.905/);
    // 1 700 000 was above the minimum of 2025 (1 423 500): the figure of the start day counts.
    expect(
      (await create(plan(id, { salario: 1_700_000, inicio: '2025-09-01', fin_previsto: '2025-12-31' })))
        .statusCode,
    ).toBe(201);
  });

  it('needs the client company and a hire in progress', async () => {
    const agencyOwn = await approvedHire(false);
    const res = await create(plan(agencyOwn.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(assignmentMessages.noCompany);

    const { id } = await approvedHire(true, ['preseleccionada']);
    const refused = await create(plan(id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(assignmentMessages.notHired);
  });

  it('is the agency’s: a company user may not create one, and an unknown hire is 404', async () => {
    expect((await create(plan(1), company)).statusCode).toBe(403);
    const res = await create(plan(2_147_483_647));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(assignmentMessages.applicationNotFound);
    expect((await act(2_147_483_647, 'end', { terminada_el: today, motivo: 'fin_labor' })).statusCode).toBe(
      404,
    );
  });
});

describe('ahead of the deadline', () => {
  it('tells the agency and the company 30 and 15 days before, once each', async () => {
    const soon = await approvedHire();
    const later = await approvedHire();
    const a = (
      await create(plan(soon.id, { servicio: 'Cargue nocturno', fin_previsto: addDays(today, 10) }))
    ).json().id;
    const b = (await create(plan(later.id, { servicio: 'Picking', fin_previsto: addDays(today, 25) }))).json()
      .id;
    expect(a && b).toBeTruthy();
    const warned = await ctx.app.runAssignmentWarnings();
    expect(warned).toBeGreaterThanOrEqual(2);
    const bell = async (who: StaffActor, area: 'staff' | 'client') =>
      notificationListSchema.parse(
        (await ctx.app.inject({ url: `/api/${area}/notifications`, headers: who.headers })).json(),
      ).items;
    const agency = await bell(director, 'staff');
    expect(agency.filter((n) => n.evento === 'mision_por_terminar').map((n) => n.titulo)).toEqual(
      expect.arrayContaining([
        'Misión por terminar: Cargue nocturno en Logística Andina S.A.S.',
        'Misión por terminar: Picking en Logística Andina S.A.S.',
      ]),
    );
    const companyItems = (await bell(company, 'client')).filter(
      (n) => n.evento === 'mision_por_terminar_empresa',
    );
    expect(companyItems.some((n) => n.cuerpo.includes('faltan 10 días'))).toBe(true);
    expect(companyItems.some((n) => n.cuerpo.includes('faltan 25 días'))).toBe(true);
    // The bells name the service, never the worker.
    expect(JSON.stringify(companyItems)).not.toMatch(/Trabajador Prueba/);
    expect(await ctx.app.runAssignmentWarnings()).toBe(0);
    expect(
      (await list('/api/staff/assignments?filtro=por_vencer', director.headers)).map((x) => x.id),
    ).toEqual(expect.arrayContaining([a, b]));
  });
});
