import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportMessages, staffScopeMessages } from '@portal/shared/messages';
import { staffUserListSchema } from '@portal/shared/users/staff';
import { columnOf, download, sheetOf } from '../../test-support/exports.js';
import { asStaff, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// Issue 33 item 4: the users list as a file, scoped and filtered as the screen is (decision 0068).
let ctx: TestContext;
const as: Record<string, StaffActor> = {};
const URL = '/api/staff/users/export';
let otherGroup: number;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const who of ['admin', 'director', 'disenador', 'empresa'])
    as[who] = await asStaff(ctx, `${who}@portal.local`);
  const users = staffUserListSchema.parse((await download(ctx, as.admin!, '/api/all_users')).json());
  const group = (correo: string) => users.find((user) => user.correo === correo)!.id_grupo!;
  otherGroup = group('empresa2@portal.local');
  // Names that would run as formulas: one in the director's group, one in the other group.
  for (const [correo, primer_nombre, primer_apellido, id_grupo] of [
    ['formula@portal.local', '=HYPERLINK("x")', '@SUM(1)', group('director@portal.local')],
    ['telefono@portal.local', 'Ana', '+57 3101112233', group('empresa2@portal.local')],
  ] as const) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: as.admin!.headers,
      payload: { correo, primer_nombre, primer_apellido, rol: 'disenador', id_grupo },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => ctx.close());

describe('GET /api/staff/users/export', () => {
  it('gives a director their group only, with Spanish titles and formulas neutralised (CSV)', async () => {
    const res = await download(ctx, as.director!, `${URL}?formato=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="usuarios-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const sheet = await sheetOf(res);
    expect(sheet[0]).toEqual([
      'Nombre',
      'Apellido',
      'Correo',
      'Rol',
      'Grupo',
      'Empresa',
      'Estado',
      'Fecha de creación',
    ]);
    expect(columnOf(sheet, 'Correo').sort()).toEqual([
      'director@portal.local',
      'disenador@portal.local',
      'empresa@portal.local',
      'formula@portal.local',
    ]);
    const formula = sheet.find((row) => row[2] === 'formula@portal.local')!;
    expect(formula.slice(0, 2)).toEqual([`'=HYPERLINK("x")`, "'@SUM(1)"]);
    expect(formula[6]).toBe('Invitado');
    expect(formula[7]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('gives the admin everyone as a real XLSX, formulas neutralised', async () => {
    const res = await download(ctx, as.admin!, URL);
    expect(res.headers['content-disposition']).toMatch(/usuarios-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const sheet = await sheetOf(res);
    expect(columnOf(sheet, 'Correo')).toHaveLength(7);
    expect(columnOf(sheet, 'Apellido')).toEqual(expect.arrayContaining(["'@SUM(1)", "'+57 3101112233"]));
    expect(columnOf(sheet, 'Nombre')).toContain(`'=HYPERLINK("x")`);
    expect(columnOf(sheet, 'Fecha de creación').every((value) => value instanceof Date)).toBe(true);
  });

  it("applies the screen's filters: words, role, state", async () => {
    const emailsFor = async (query: string) =>
      columnOf(await sheetOf(await download(ctx, as.admin!, `${URL}?formato=csv&${query}`)), 'Correo').sort();
    expect(await emailsFor('q=restrepo')).toEqual(['director@portal.local']);
    expect(await emailsFor('q=hyperlink')).toEqual(['formula@portal.local']);
    expect(await emailsFor('rol=disenador&estado=invitado')).toEqual([
      'formula@portal.local',
      'telefono@portal.local',
    ]);
    expect(await emailsFor('estado=inactivo')).toEqual([]);
    expect(await emailsFor(`grupo=${otherGroup}`)).toEqual([
      'empresa2@portal.local',
      'telefono@portal.local',
    ]);
  });

  it('is recorded in the audit log with its format and filters', async () => {
    await download(ctx, as.disenador!, `${URL}?formato=xlsx&rol=empresa`);
    const log = (await download(ctx, as.admin!, '/api/audit?entidad=exportacion&entidad_id=usuarios')).json();
    expect(log[0]).toMatchObject({
      accion: 'exportar',
      actor_nombre: 'Daniela Suárez',
      despues: { formato: 'xlsx', filtros: { rol: 'empresa' } },
    });
  });

  it('refuses a company user, and a format or filter it does not know, in Spanish', async () => {
    const company = await download(ctx, as.empresa!, URL);
    expect(company.statusCode).toBe(403);
    expect(company.json().message).toBe(staffScopeMessages.staffOnly);
    const format = await download(ctx, as.admin!, `${URL}?formato=pdf`);
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toContain(exportMessages.formatInvalid);
    const role = await download(ctx, as.admin!, `${URL}?rol=jefe`);
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toContain(exportMessages.roleInvalid);
  });
});
