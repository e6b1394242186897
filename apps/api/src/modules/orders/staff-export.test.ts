import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportMessages, staffScopeMessages } from '@portal/shared/messages';
import { staffOrderListSchema } from '@portal/shared/orders/staff';
import { columnOf, download, exportActors, sheetOf } from '../../test-support/exports.js';
import type { StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// Issue 33 item 4: the agency's order inbox as a file, in the state shown and the viewer's scope.
let ctx: TestContext;
let admin: StaffActor;
let director: StaffActor;
let company: StaffActor;
const URL = '/api/staff/orders/export';
const REASON = '=HYPERLINK("x") sin personal disponible';

beforeAll(async () => {
  ctx = await createTestApp();
  ({ admin, director, company } = await exportActors(ctx));
  // The demo orders: the director's company has a line waiting and one turned down; another group's
  // company has one waiting. The director turns the waiting one down with a formula-like reason.
  const pending = staffOrderListSchema.parse((await download(ctx, director, '/api/staff/orders')).json());
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${pending[0]!.id_proceso}/reject`,
    headers: director.headers,
    payload: { motivo: REASON },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => ctx.close());

const sheetFor = async (who: StaffActor, query: string) =>
  sheetOf(await download(ctx, who, `${URL}?${query}`));

describe('GET /api/staff/orders/export', () => {
  it("keeps to the director's group and the state chosen, as the inbox does", async () => {
    const mine = await sheetFor(director, 'formato=csv&estado=todas');
    expect(columnOf(mine, 'Cargo').sort()).toEqual(['Auxiliar de bodega', 'Conductor de tractomula (C3)']);
    const all = await sheetFor(admin, 'formato=csv&estado=todas');
    expect(columnOf(all, 'Cargo')).toContain('Operario de producción');
    expect(columnOf(await sheetFor(admin, 'formato=csv'), 'Cargo')).toEqual(['Operario de producción']);
    expect(columnOf(await sheetFor(director, 'formato=csv'), 'Cargo')).toEqual([]);
  });

  it('writes Spanish titles, money and quantities as numbers, formulas neutralised', async () => {
    const csv = await sheetFor(director, 'formato=csv&estado=rechazada');
    expect(csv[0]).toHaveLength(12);
    expect(csv[0]).toEqual(
      expect.arrayContaining(['N.º de orden', 'Categoría', 'Fecha de inicio', 'Motivo del rechazo']),
    );
    expect(columnOf(csv, 'Motivo del rechazo')).toContain(`'${REASON}`);
    expect(columnOf(csv, 'Estado')).toEqual(['Rechazada', 'Rechazada']);
    expect(columnOf(csv, 'Salario').every((value) => /^\d{1,3}(\.\d{3})+$/.test(String(value)))).toBe(true);
    const res = await download(ctx, director, `${URL}?estado=rechazada`);
    expect(res.headers['content-disposition']).toMatch(/ordenes-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const xlsx = await sheetOf(res);
    expect(columnOf(xlsx, 'Motivo del rechazo')).toContain(`'${REASON}`);
    expect(columnOf(xlsx, 'Salario').every((value) => typeof value === 'number' && value > 0)).toBe(true);
    expect(columnOf(xlsx, 'Fecha de inicio').every((value) => value instanceof Date)).toBe(true);
  });

  it('refuses a company user and a state it does not know', async () => {
    const asCompany = await download(ctx, company, URL);
    expect(asCompany.statusCode).toBe(403);
    expect(asCompany.json().message).toBe(staffScopeMessages.staffOnly);
    const format = await download(ctx, director, `${URL}?formato=ods`);
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toContain(exportMessages.formatInvalid);
    expect((await download(ctx, director, `${URL}?estado=perdida`)).statusCode).toBe(400);
  });
});
