import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffScopeMessages } from '@portal/shared/messages';
import { columnOf, download, exportActors, sheetOf } from '../../test-support/exports.js';
import { createVacancyAs, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// Issue 33 item 4: every vacancy of the staff list as a file, scoped and filtered as the list is.
let ctx: TestContext;
let admin: StaffActor;
let director: StaffActor;
let company: StaffActor;
let closedId: number;
const URL = '/api/staff/vacancies/export';
const FORMULA = '=HYPERLINK("x") Operario';

beforeAll(async () => {
  ctx = await createTestApp();
  const actors = await exportActors(ctx);
  ({ admin, director, company } = actors);
  const job = { descripcion: 'Empaque y despacho de pedidos en la planta.', id_categoria: 1 };
  await createVacancyAs(ctx, director, { ...job, titulo: FORMULA, salario: 1_750_905 });
  closedId = await createVacancyAs(ctx, director, {
    ...job,
    titulo: 'Exportable cerrada',
    salario: 2_000_000,
  });
  await createVacancyAs(ctx, admin, {
    ...job,
    titulo: 'Exportable de Antioquia',
    salario: 1_800_000,
    id_empresa: actors.otherGroupCompany,
  });
  const closed = await ctx.app.inject({
    method: 'POST',
    url: `/api/staff/vacancies/${closedId}/estado`,
    headers: director.headers,
    payload: { estado: 'cerrada' },
  });
  expect(closed.statusCode).toBe(200);
});
afterAll(() => ctx.close());

const titlesOf = async (who: StaffActor, query = '') =>
  columnOf(await sheetOf(await download(ctx, who, `${URL}?formato=csv${query}`)), 'Título');

describe('GET /api/staff/vacancies/export', () => {
  it("keeps to the director's scope, as the list does", async () => {
    const mine = await titlesOf(director);
    expect(mine).toEqual(expect.arrayContaining([`'${FORMULA}`, 'Exportable cerrada']));
    expect(mine).not.toContain('Exportable de Antioquia');
    expect(await titlesOf(admin)).toContain('Exportable de Antioquia');
    const list = (await download(ctx, director, '/api/staff/vacancies')).json();
    expect(mine).toHaveLength(list.total);
  });

  it("applies the list's filters: a text of the title and the state", async () => {
    expect(await titlesOf(admin, '&q=exportable')).toEqual(['Exportable de Antioquia', 'Exportable cerrada']);
    expect(await titlesOf(admin, '&q=exportable&estado=cerrada')).toEqual(['Exportable cerrada']);
  });

  it('writes Spanish titles, es-CO cells and money as numbers; formulas neutralised', async () => {
    const csv = await sheetOf(await download(ctx, director, `${URL}?formato=csv&q=hyperlink`));
    expect(csv[0]).toHaveLength(11);
    expect(csv[0]).toEqual(
      expect.arrayContaining(['Título', 'Fecha de publicación', 'Fecha de cierre', 'Tipo de contrato']),
    );
    expect(csv[1]).toMatchObject({
      1: `'${FORMULA}`,
      4: 'Abierta',
      8: '1.750.905',
      9: 'Obra o labor',
      10: '0',
    });
    expect(csv[1]![6]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const res = await download(ctx, director, `${URL}?q=hyperlink`);
    expect(res.headers['content-disposition']).toMatch(/vacantes-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const xlsx = await sheetOf(res);
    expect(xlsx[1]).toMatchObject({ 1: `'${FORMULA}`, 7: 1, 8: 1_750_905, 10: 0 });
    expect(xlsx[1]![6]).toBeInstanceOf(Date);
  });

  it('refuses a company user', async () => {
    const res = await download(ctx, company, URL);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(staffScopeMessages.staffOnly);
  });
});
