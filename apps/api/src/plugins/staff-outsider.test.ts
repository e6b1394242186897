import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffScopeMessages } from '@portal/shared/messages';
import { asStaff, type StaffActor } from '../test-support/staff.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

// Every staff route tried as an outsider would: no session, another group's ids, huge numbers, NUL
// bytes and wrong types. Always a 4xx with a Spanish message; never a 5xx, never someone else's data.
let ctx: TestContext;
let director: StaffActor;
let company: StaffActor;
/** A Spanish sentence: some of its most common words. */
const SPANISH = /\b(el|la|de|un|una|tu|no|los|las|solo|indica|debes|datos)\b/i;

const routes: [string, string, object?][] = [
  ['GET', '/api/auth/me'],
  ['GET', '/api/all_users'],
  ['GET', '/api/all_users_by_group?id_grupo=1'],
  ['GET', '/api/all_users_by_company?id_empresa=1'],
  [
    'POST',
    '/api/auth/register',
    { correo: 'x@y.co', primer_nombre: 'X', primer_apellido: 'Y', rol: 'empresa', id_empresa: 1 },
  ],
  ['PUT', '/api/update_user', { id_usuario: 1, primer_nombre: 'X' }],
  ['DELETE', '/api/delete_user', { id: 1 }],
  ['GET', '/api/groups'],
  ['GET', '/api/companies'],
  ['GET', '/api/audit'],
  ['GET', '/api/audit?entidad=vacante&entidad_id=1'],
  ['GET', '/api/system/status'],
  ['POST', '/api/auth/register_massive', { modo: 'dry_run', usuarios: [{ correo: 'a@b.co' }] }],
  ['GET', '/api/staff/vacancies'],
  ['GET', '/api/staff/vacancies/1'],
  ['GET', '/api/staff/vacancies/1/applications'],
  ['POST', '/api/staff/vacancies/1/estado', { estado: 'cerrada' }],
  ['POST', '/api/staff/applications/1/estado', { estado: 'preseleccionada' }],
  ['GET', '/api/staff/kpis'],
  ['POST', '/api/staff/vacancies/1/applications/move', { ids_postulacion: [1], estado: 'preseleccionada' }],
  [
    'POST',
    '/api/staff/vacancies/1/applications/message',
    { ids_postulacion: [1], asunto: 'a', mensaje: 'b' },
  ],
  ['GET', '/api/client/processes'],
  ['GET', '/api/client/profile'],
  ['PUT', '/api/client/profile', { email: 'a@b.co', phone: null, address: '' }],
  ['GET', '/api/client/processes/1'],
  ['POST', '/api/client/processes/1/decisions', { ids_postulacion: [1], decision: 'aprobado' }],
  ['GET', '/api/client/catalog'],
  ['GET', '/api/client/cart'],
  [
    'POST',
    '/api/client/cart/items',
    { id: 1, quantity: 1, customSalary: 1_800_000, startDate: '2099-01-04', cityId: 11001 },
  ],
  ['DELETE', '/api/client/cart/items/1'],
  ['DELETE', '/api/client/cart'],
  ['PUT', '/api/client/cart/category', { selectedCategory: 'Bodega' }],
  ['POST', '/api/client/orders'],
  ['GET', '/api/staff/vacancies/1/hiring'],
  ['POST', '/api/staff/applications/1/hiring-steps/contrato', { completado: true }],
  [
    'POST',
    '/api/client/processes/1/hiring-steps',
    { id_postulacion: 1, paso: 'induccion', completado: true },
  ],
  ['GET', '/api/staff/catalog?id_empresa=1'],
  [
    'POST',
    '/api/staff/catalog',
    { id_categoria: 1, nombre: 'Cargo', descripcion: 'Descripción larga', salario_min: 1, salario_max: 2 },
  ],
  [
    'PUT',
    '/api/staff/catalog/1',
    { id_categoria: 1, nombre: 'Cargo', descripcion: 'Descripción larga', salario_min: 1, salario_max: 2 },
  ],
  ['GET', '/api/staff/orders'],
  ['GET', '/api/staff/orders/1'],
  ['POST', '/api/staff/orders/1/reject', { motivo: 'Sin personal.' }],
  ['POST', '/api/staff/client-files'],
  ['GET', '/api/staff/document-types'],
  ['GET', '/api/staff/candidates/1/documents'],
  ['POST', '/api/staff/documents/1/open'],
  ['POST', '/api/staff/documents/1/review', { decision: 'aprobado' }],
  ['POST', '/api/staff/document-requests', { id_candidato: 1, id_documento: 3, client_doc_name: 'X' }],
];

beforeAll(async () => {
  ctx = await createTestApp();
  director = await asStaff(ctx, 'director@portal.local');
  company = await asStaff(ctx, 'empresa@portal.local');
});
afterAll(() => ctx.close());

describe('staff routes as an outsider', () => {
  it.each(routes)('%s %s without a session: 401 in Spanish', async (method, url, payload) => {
    const res = await ctx.app.inject({ method: method as 'GET', url, payload });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(SPANISH);
  });

  it.each(routes)('%s %s with bad input: 4xx in Spanish', async (method, url) => {
    const huge = url.replace(/=\d+/, '=99999999999').replace(/\/1(\/|$)/, '/2147483648$1');
    const bad = method === 'GET' ? `${huge}${huge.includes('?') ? '&' : '?'}q=%00` : huge;
    for (const payload of [
      { id: 'uno', id_usuario: 99999999999, estado: 'x\u0000', correo: 1, usuarios: 'no', modo: 7 },
      { primer_nombre: 'A\u0000' },
    ]) {
      const res = await ctx.app.inject({
        method: method as 'GET',
        url: bad,
        headers: director.headers,
        payload: method === 'GET' ? undefined : payload,
      });
      expect(res.statusCode, `${method} ${bad}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${bad}`).toBeLessThan(500);
      expect(res.json().message).toMatch(SPANISH);
    }
  });

  it.each([
    ['POST', '/api/staff/vacancies', 'company'],
    ['POST', '/api/staff/applications/1/estado', 'company'],
    ['POST', '/api/staff/vacancies/1/applications/move', 'company'],
    ['POST', '/api/client/orders', 'director'],
    ['POST', '/api/client/processes/1/decisions', 'director'],
  ] as const)(
    '%s %s as the other side (%s): 403 before the body is read, no field names',
    async (method, url, who) => {
      const res = await ctx.app.inject({
        method,
        url,
        headers: (who === 'company' ? company : director).headers,
        payload: {},
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().fields).toBeUndefined();
    },
  );

  it('tells agency staff whose role does not reach a route that it is their role, not the area', async () => {
    const designer = await asStaff(ctx, 'disenador@portal.local');
    const res = await ctx.app.inject({ url: '/api/staff/data-requests', headers: designer.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(staffScopeMessages.roleNotAllowed);
  });

  it("never shows another group's or company's records", async () => {
    const all = await ctx.app.inject({
      url: '/api/all_users_by_company?id_empresa=2',
      headers: { cookie: company.cookie },
    });
    expect(all.statusCode).toBe(403);
    const group2 = await ctx.app.inject({
      url: '/api/all_users_by_group?id_grupo=2',
      headers: { cookie: director.cookie },
    });
    expect(group2.statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ url: '/api/staff/vacancies', headers: { cookie: company.cookie } })).statusCode,
    ).toBe(403);
    const users = (
      await ctx.app.inject({
        url: '/api/all_users_by_group?id_grupo=1',
        headers: { cookie: director.cookie },
      })
    ).json() as { correo: string }[];
    expect(users.map((user) => user.correo)).not.toContain('empresa2@portal.local');
  });
});
