import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffVacancyDetailSchema, staffVacancyPageSchema } from '@portal/shared/vacancies/staff';
import { errorMessages, staffVacancyMessages } from '@portal/shared/messages';
import { bogotaToday } from '@portal/shared/bogota-time';
import { companyListSchema } from '@portal/shared/users/staff';
import { asCandidate, type CandidateActor } from '../../test-support/actors.js';
import { asStaff, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// The agency's vacancies (issue 11 item 4): created, edited, closed and reopened by staff, and what
// candidates see and can do follows at once.
let ctx: TestContext;
let director: StaffActor;
let company: StaffActor;
let admin: StaffActor;
let candidate: CandidateActor;
let ownCompany: number;
let otherCompany: number;

beforeAll(async () => {
  ctx = await createTestApp();
  [director, company, admin] = [
    await asStaff(ctx, 'director@portal.local'),
    await asStaff(ctx, 'empresa@portal.local'),
    await asStaff(ctx, 'admin@portal.local'),
  ];
  candidate = await asCandidate(ctx, '54000001');
  const companies = companyListSchema.parse(
    (await ctx.app.inject({ url: '/api/companies', headers: { cookie: admin.cookie } })).json(),
  );
  ownCompany = companies.find((c) => c.razon_social.startsWith('Logística'))!.id_empresa;
  otherCompany = companies.find((c) => c.razon_social.startsWith('Alimentos'))!.id_empresa;
});
afterAll(() => ctx.close());

const inAWeek = (days = 7) => new Date(Date.now() + days * 86_400_000);
const vacancy = (extra: object = {}) => ({
  titulo: 'Auxiliar de bodega nocturno',
  descripcion: 'Recepción, almacenamiento y despacho de mercancía en turno nocturno.',
  requisitos: ['Bachiller', 'Curso de alturas'],
  empresa: 'Logística Andina',
  id_empresa: ownCompany,
  id_ciudad: 11001,
  id_categoria: 2,
  lugar: 'Zona franca de Bogotá',
  salario: 1_600_000,
  turno: 'Nocturno',
  tipo_contrato: 'obra_labor',
  cantidad_vacantes: 3,
  fecha_cierre: inAWeek(30).toISOString().slice(0, 10),
  espacios: [{ fecha_hora: inAWeek().toISOString(), lugar: 'Sede Fontibón', capacidad: 1 }],
  ...extra,
});
const send = (who: StaffActor, method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.inject({ method, url, headers: who.headers, payload });
const apply = (id: number, slot?: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/candidate/applications',
    headers: candidate.headers,
    payload: { id_vacante: id, id_espacio_agendamiento: slot },
  });

describe('staff vacancies', () => {
  let id: number;
  let slotId: number;

  it('a director creates one; it is public and searchable at once', async () => {
    const res = await send(director, 'POST', '/api/staff/vacancies', vacancy());
    expect(res.statusCode).toBe(201);
    const created = staffVacancyDetailSchema.parse(res.json());
    id = created.id_vacante;
    slotId = created.espacios[0]!.id_espacio_agendamiento;
    expect((await ctx.app.inject({ url: `/api/vacancies/${id}` })).json()).toMatchObject({
      titulo: 'Auxiliar de bodega nocturno',
      estado: 'abierta',
    });
    const search = (await ctx.app.inject({ url: '/api/vacancies?q=bodega%20nocturno' })).json() as {
      items: { id_vacante: number }[];
    };
    expect(search.items.map((item) => item.id_vacante)).toContain(id);
  });

  it("refuses another group's company, bad fields in Spanish, company users and a missing CSRF token", async () => {
    const other = await send(director, 'POST', '/api/staff/vacancies', vacancy({ id_empresa: otherCompany }));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Esa empresa no es de tu grupo.');
    const bad = await send(director, 'POST', '/api/staff/vacancies', vacancy({ titulo: 'x', salario: -1 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/título/);
    expect((await send(company, 'POST', '/api/staff/vacancies', vacancy())).statusCode).toBe(403);
    const noCsrf = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/vacancies',
      headers: { cookie: director.cookie },
      payload: vacancy(),
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it.each([null, '', true, [], '0x10'])(
    'refuses a salary of %j instead of reading it as a number',
    async (salario) => {
      const res = await send(director, 'POST', '/api/staff/vacancies', vacancy({ salario }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.salario).toBeTruthy();
    },
  );

  it('refuses a vacancy without a salary ($ 0) with a message that says what to do', async () => {
    const res = await send(director, 'POST', '/api/staff/vacancies', vacancy({ salario: 0 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.salario).toBe(staffVacancyMessages.salaryMissing);
    expect(staffVacancyMessages.salaryMissing).toMatch(/^Indica el salario mensual/);
  });

  it('tells staff the minimum wage setting, for the editor to warn under it', async () => {
    const res = await ctx.app.inject({ url: '/api/staff/minimum-wage', headers: director.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ smmlv: 1_750_905 }); // Decreto 0159 de 2026, the value in force today
  });

  it('names a city or category that does not exist instead of failing (400, not 500)', async () => {
    for (const extra of [{ id_ciudad: 99_999 }, { id_categoria: 2_147_483_647 }]) {
      const res = await send(director, 'POST', '/api/staff/vacancies', vacancy(extra));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(errorMessages.referenceMissing);
    }
  });

  it('closing stops applications at once; reopening lets them in again', async () => {
    expect(
      (await send(director, 'POST', `/api/staff/vacancies/${id}/estado`, { estado: 'cerrada' })).json()
        .message,
    ).toMatch(/cerrada/);
    const refused = await apply(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('VACANCY_CLOSED');
    await send(director, 'POST', `/api/staff/vacancies/${id}/estado`, { estado: 'abierta' });
    expect((await apply(id, slotId)).statusCode).toBe(201);
  });

  it('a vacancy closed before its planned date closed today (Bogotá), and says so', async () => {
    const created = (await send(director, 'POST', '/api/staff/vacancies', vacancy())).json();
    expect(created.fecha_cierre).toBe(inAWeek(30).toISOString().slice(0, 10));
    await send(director, 'POST', `/api/staff/vacancies/${created.id_vacante}/estado`, { estado: 'cerrada' });
    const page = (await ctx.app.inject({ url: `/api/vacancies/${created.id_vacante}` })).json();
    expect(page).toMatchObject({ estado: 'cerrada', fecha_cierre: bogotaToday() });
  });

  it('lists every state with its application count, and keeps booked interview slots', async () => {
    const page = staffVacancyPageSchema.parse(
      (
        await ctx.app.inject({ url: '/api/staff/vacancies?q=nocturno', headers: { cookie: director.cookie } })
      ).json(),
    );
    expect(page.items.find((item) => item.id_vacante === id)).toMatchObject({
      postulaciones: 1,
      estado: 'abierta',
    });
    const shrink = await send(
      director,
      'PUT',
      `/api/staff/vacancies/${id}`,
      vacancy({
        espacios: [
          {
            id_espacio_agendamiento: slotId,
            fecha_hora: inAWeek().toISOString(),
            lugar: 'Sede Fontibón',
            capacidad: 0,
          },
        ],
      }),
    );
    expect(shrink.statusCode).toBe(400);
    const drop = await send(director, 'PUT', `/api/staff/vacancies/${id}`, vacancy({ espacios: [] }));
    expect(drop.statusCode).toBe(409);
    const edited = await send(
      director,
      'PUT',
      `/api/staff/vacancies/${id}`,
      vacancy({
        salario: 1_750_000,
        espacios: [
          {
            id_espacio_agendamiento: slotId,
            fecha_hora: inAWeek().toISOString(),
            lugar: 'Sede Fontibón',
            capacidad: 4,
          },
        ],
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/vacancies/${id}` })).json().salario).toBe(1_750_000);
  });

  it('is in the audit log with before and after', async () => {
    const log = (
      await ctx.app.inject({
        url: `/api/audit?entidad=vacante&entidad_id=${id}`,
        headers: { cookie: director.cookie },
      })
    ).json() as { accion: string }[];
    expect(log.map((entry) => entry.accion).sort()).toEqual(
      ['abrir', 'cerrar', 'crear', 'editar'].map((a) => (a === 'abrir' ? 'publicar' : a)).sort(),
    );
  });
});

describe('the demo vacancies', () => {
  // Found by the fuzz battery: a seeded shift longer than the form allows made its editor answer 500.
  it('each opens in the editor, within the limits the form enforces', async () => {
    const ids = (
      (await ctx.database.db.execute(
        'select id_vacante from vacantes order by id_vacante' as never,
      )) as unknown as {
        rows: { id_vacante: number }[];
      }
    ).rows.map((row) => row.id_vacante);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const res = await ctx.app.inject({
        url: `/api/staff/vacancies/${id}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode, `vacante ${id}: ${res.body.slice(0, 120)}`).toBe(200);
    }
  });
});
