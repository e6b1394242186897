import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyListSchema } from '@portal/shared/users/staff';
import { staffVacancyMessages } from '@portal/shared/messages';
import { asStaff, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// The name a vacancy shows is free text: a director could publish under another group's client
// (as the agency's own listing, or linked to a company of their own group). The name is checked too.
let ctx: TestContext;
let director: StaffActor;
let admin: StaffActor;
let ownCompany: number;
let otherCompany: number;

beforeAll(async () => {
  ctx = await createTestApp();
  director = await asStaff(ctx, 'director@portal.local');
  admin = await asStaff(ctx, 'admin@portal.local');
  const companies = companyListSchema.parse(
    (await ctx.app.inject({ url: '/api/companies', headers: { cookie: admin.cookie } })).json(),
  );
  ownCompany = companies.find((c) => c.razon_social.startsWith('Logística'))!.id_empresa;
  otherCompany = companies.find((c) => c.razon_social.startsWith('Alimentos'))!.id_empresa;
});
afterAll(() => ctx.close());

const vacancy = (empresa: string, id_empresa: number | null) => ({
  titulo: 'Operario de empaque',
  descripcion: 'Empaque y etiquetado de producto terminado en línea de producción.',
  empresa,
  id_empresa,
  id_ciudad: 11001,
  id_categoria: 2,
  lugar: 'Bogotá',
  salario: 1_500_000,
  turno: 'Diurno',
  tipo_contrato: 'obra_labor',
  cantidad_vacantes: 2,
  fecha_cierre: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
});
const send = (who: StaffActor, payload: object, id?: number) =>
  ctx.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/staff/vacancies/${id}` : '/api/staff/vacancies',
    headers: who.headers,
    payload,
  });
const count = async () =>
  (
    (await ctx.database.db.execute('select count(*)::int as n from vacantes' as never)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe("a vacancy shown under another group's client", () => {
  it.each([
    ['as the agency’s own listing', 'Alimentos del Valle de Aburrá S.A.S.', null],
    ['with other spelling and no legal form', 'ALIMENTOS DEL VALLE DE ABURRA', null],
    ['inside a longer name', 'Alimentos del Valle de Aburrá - Planta Itagüí', null],
    ['linked to a company of the own group', 'Alimentos del Valle de Aburrá S.A.S.', 'own'],
    ['with a Cyrillic «А»', '\u0410limentos del Valle de Aburrá S.A.S.', null],
    ['with a soft hyphen', 'Alimen\u00adtos del Valle de Aburrá', null],
    ['with words run together', 'AlimentosdelValle de Aburrá SAS', null],
    ['by the start of its name', 'Alimentos del Valle', null],
  ])('is refused to a director %s, with a Spanish message on the field', async (_, empresa, link) => {
    const before = await count();
    const res = await send(director, vacancy(empresa, link ? ownCompany : null));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(staffVacancyMessages.companyNameOutOfScope);
    expect(res.json().fields).toEqual({ empresa: staffVacancyMessages.companyNameOutOfScope });
    expect(await count()).toBe(before);
  });

  it('is refused on an edit too; the own group’s names, and other names, are accepted', async () => {
    const own = await send(director, vacancy('Logística Andina', ownCompany));
    expect(own.statusCode).toBe(201);
    const id = own.json().id_vacante as number;
    const renamed = await send(director, vacancy('Alimentos del Valle de Aburrá', ownCompany), id);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(staffVacancyMessages.companyNameOutOfScope);
    const agency = await send(director, vacancy('Portal de Empleo S.A.S.', null), id);
    expect(agency.statusCode).toBe(200);
    expect(agency.json().empresa).toBe('Portal de Empleo S.A.S.');
  });

  it('is allowed to an admin, for any company', async () => {
    const res = await send(admin, vacancy('Alimentos del Valle de Aburrá S.A.S.', otherCompany));
    expect(res.statusCode).toBe(201);
  });
});
