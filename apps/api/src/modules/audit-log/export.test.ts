import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMessages, staffScopeMessages } from '@portal/shared/messages';
import { staffUserSchema } from '@portal/shared/users/staff';
import { columnOf, download, exportActors, sheetOf } from '../../test-support/exports.js';
import { asStaff, createVacancyAs, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// Issue 33 item 4: the audit log as a file, within the list's filters and for the same readers.
let ctx: TestContext;
let admin: StaffActor;
let director: StaffActor;
let company: StaffActor;
let ownVacancy: number;
let otherVacancy: number;
const URL = '/api/audit/export';
const FORMULA_NAME = '=HYPERLINK("x") Restrepo';
const job = {
  descripcion: 'Alistamiento de pedidos y control de inventario.',
  id_categoria: 1,
  salario: 1_600_000,
};

beforeAll(async () => {
  ctx = await createTestApp();
  const actors = await exportActors(ctx);
  ({ admin, company } = actors);
  const me = staffUserSchema.parse((await download(ctx, actors.director, '/api/auth/me')).json());
  // The director's name would run as a formula: it is who acted in the rows below.
  const renamed = await ctx.app.inject({
    method: 'PUT',
    url: '/api/update_user',
    headers: admin.headers,
    payload: { id_usuario: me.id_usuario, primer_nombre: '=HYPERLINK("x")' },
  });
  expect(renamed.statusCode).toBe(200);
  director = await asStaff(ctx, 'director@portal.local');
  ownVacancy = await createVacancyAs(ctx, director, { ...job, titulo: 'Auxiliar de bodega' });
  otherVacancy = await createVacancyAs(ctx, admin, {
    ...job,
    titulo: 'Operario de empaque',
    id_empresa: actors.otherGroupCompany,
  });
});
afterAll(() => ctx.close());

describe('GET /api/audit/export', () => {
  it("gives one record's history with Spanish titles, es-CO dates and formulas neutralised", async () => {
    const query = `entidad=vacante&entidad_id=${ownVacancy}`;
    const csv = await sheetOf(await download(ctx, admin, `${URL}?formato=csv&${query}`));
    expect(csv[0]).toEqual(['Fecha', 'Quién', 'Acción', 'Registro', 'N.º de registro', 'Antes', 'Después']);
    expect(csv.slice(1).map((row) => row.slice(1, 5))).toEqual([
      [`'${FORMULA_NAME}`, 'Creó', 'Vacante', String(ownVacancy)],
    ]);
    expect(csv[1]![0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(JSON.parse(String(csv[1]![6]))).toMatchObject({ titulo: 'Auxiliar de bodega' });
    const res = await download(ctx, admin, `${URL}?${query}`);
    expect(res.headers['content-disposition']).toMatch(/auditoria-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const xlsx = await sheetOf(res);
    expect(columnOf(xlsx, 'Quién')).toEqual([`'${FORMULA_NAME}`]);
    expect(columnOf(xlsx, 'Fecha')[0]).toBeInstanceOf(Date);
  });

  it('gives the director only a record of theirs, as the list does; a company user nothing', async () => {
    const mine = await download(ctx, director, `${URL}?entidad=vacante&entidad_id=${ownVacancy}`);
    expect(mine.statusCode).toBe(200);
    const whole = await download(ctx, director, URL);
    expect(whole.statusCode).toBe(403);
    expect(whole.json().message).toBe(auditMessages.recordRequired);
    const other = await download(ctx, director, `${URL}?entidad=vacante&entidad_id=${otherVacancy}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(auditMessages.recordNotFound);
    const asCompany = await download(ctx, company, `${URL}?entidad=vacante&entidad_id=${ownVacancy}`);
    expect(asCompany.statusCode).toBe(403);
    expect(asCompany.json().message).toBe(staffScopeMessages.staffOnly);
  });

  it('reads the whole log in keyset batches, newest first, within the dates asked', async () => {
    await ctx.app.db.execute(sql`insert into auditoria (actor, accion, entidad, entidad_id, created_at)
      select 'sistema', 'crear', 'parametro_legal', 'lote-' || g, now() - interval '1 minute'
      from generate_series(1, 2500) g`);
    const sheet = await sheetOf(await download(ctx, admin, `${URL}?formato=csv&entidad=parametro_legal`));
    const ids = columnOf(sheet, 'N.º de registro').filter((id) => String(id).startsWith('lote-'));
    expect(ids).toHaveLength(2500);
    expect(ids[0]).toBe('lote-2500');
    expect(ids.at(-1)).toBe('lote-1');
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const later = await sheetOf(await download(ctx, admin, `${URL}?formato=csv&desde=${tomorrow}`));
    expect(later).toHaveLength(1);
  });

  it('is itself recorded, with its filters', async () => {
    const log = (await download(ctx, admin, '/api/audit?entidad=exportacion&entidad_id=auditoria')).json();
    expect(log[0]).toMatchObject({
      accion: 'exportar',
      actor_nombre: 'Adriana Morales',
      despues: { formato: 'csv', filtros: { desde: expect.any(String) } },
    });
  });
});
