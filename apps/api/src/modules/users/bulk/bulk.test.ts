import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_FIELDS,
  bulkFieldLabels,
  bulkParsedFileSchema,
  bulkResultSchema,
  proposeMapping,
  type BulkRow,
} from '@portal/shared/users/bulk';
import { staffUserListSchema } from '@portal/shared/users/staff';
import { multipartBody } from '../../../test-support/documents.js';
import { asStaff, type StaffActor } from '../../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';

// Bulk registration: file reading (CSV in UTF-8 or Windows-1252, `;` or `,`, XLSX), the dry run and
// both commit modes, with the same rules as one registration.
let ctx: TestContext;
let admin: StaffActor;
let director: StaffActor;
let group1: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await asStaff(ctx, 'admin@portal.local');
  director = await asStaff(ctx, 'director@portal.local');
  group1 = (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: director.cookie } })).json()
    .id_grupo;
});
afterAll(() => ctx.close());

const upload = (who: StaffActor, data: Buffer, name = 'usuarios.csv') => {
  const body = multipartBody({}, { name, contentType: 'application/octet-stream', data });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register_massive/file',
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};
const register = (who: StaffActor, modo: string, usuarios: Partial<BulkRow>[]) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register_massive',
    headers: who.headers,
    payload: { modo, usuarios },
  });
const row = (correo: string, extra: Partial<BulkRow> = {}): Partial<BulkRow> => ({
  correo,
  primer_nombre: 'Andrés',
  primer_apellido: 'Muñoz',
  rol: 'disenador',
  grupo: String(group1),
  ...extra,
});
const userCount = async () =>
  staffUserListSchema.parse(
    (await ctx.app.inject({ url: '/api/all_users', headers: { cookie: admin.cookie } })).json(),
  ).length;

describe('reading the file', () => {
  it('reads a Windows-1252 CSV with `;` as Spanish Excel saves it, keeping accents and leading zeros', async () => {
    const csv = 'Correo Electrónico;Nombre;Apellidos;Perfil;Grupo\r\nañez@x.co;José;Núñez;Diseñador;007\r\n';
    const res = await upload(admin, Buffer.from(csv, 'latin1'));
    expect(res.statusCode).toBe(200);
    const parsed = bulkParsedFileSchema.parse(res.json());
    expect(parsed).toMatchObject({ codificacion: 'windows-1252', separador: ';' });
    expect(parsed.filas).toEqual([['añez@x.co', 'José', 'Núñez', 'Diseñador', '007']]);
    expect(parsed.mapeo).toEqual({
      correo: 0,
      primer_nombre: 1,
      primer_apellido: 2,
      rol: 3,
      grupo: 4,
      empresa: null,
    });
  });

  it('reads UTF-8 with BOM and `,`, and the XLSX template', async () => {
    const utf8 = await upload(admin, Buffer.from('\uFEFFcorreo,primer_nombre\r\nana@x.co,María\r\n', 'utf8'));
    expect(utf8.json()).toMatchObject({
      codificacion: 'utf-8',
      separador: ',',
      filas: [['ana@x.co', 'María']],
    });
    const template = await ctx.app.inject({
      url: '/api/auth/register_massive/template?formato=xlsx',
      headers: { cookie: admin.cookie },
    });
    expect(template.statusCode).toBe(200);
    const xlsx = bulkParsedFileSchema.parse(
      (await upload(admin, template.rawPayload, 'plantilla.xlsx')).json(),
    );
    expect(xlsx.codificacion).toBe('xlsx');
    // Spanish column titles, which the import maps back to every field.
    expect(xlsx.encabezados).toEqual(BULK_FIELDS.map((field) => bulkFieldLabels[field]));
    expect(Object.values(proposeMapping(xlsx.encabezados))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(xlsx.filas[1]![5]).toBe('900482117');
    const csv = await ctx.app.inject({
      url: '/api/auth/register_massive/template?formato=csv',
      headers: { cookie: admin.cookie },
    });
    const parsedCsv = bulkParsedFileSchema.parse((await upload(admin, csv.rawPayload)).json());
    expect(parsedCsv.encabezados).toEqual(xlsx.encabezados);
    expect(parsedCsv.filas).toEqual(xlsx.filas);
  });

  it('refuses an empty or binary file in Spanish', async () => {
    expect((await upload(admin, Buffer.alloc(0))).statusCode).toBe(400);
    const binary = await upload(admin, Buffer.from([0, 1, 2, 3, 0, 0]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json().message).toMatch(/CSV/);
  });
});

describe('POST /auth/register_massive', () => {
  const rows = () => [
    row('nuevo1@agencia.co'),
    row('nuevo2@agencia.co', { rol: 'Empresa', grupo: '', empresa: '900.482.117-5' }),
    row('malo', { primer_nombre: '' }),
    row('nuevo1@agencia.co'),
    row('director@portal.local'),
    row('nuevo3@agencia.co', { rol: 'astronauta' }),
  ];

  it('a dry run reports every row and writes nothing', async () => {
    const before = await userCount();
    const result = bulkResultSchema.parse((await register(admin, 'dry_run', rows())).json());
    expect(result).toMatchObject({ total: 6, validas: 2, invalidas: 4, creadas: 0 });
    expect(result.filas.map((fila) => Object.keys(fila.errores))).toEqual([
      [],
      [],
      ['correo', 'primer_nombre'],
      ['correo'],
      ['correo'],
      ['rol'],
    ]);
    expect(result.filas[3]!.errores.correo).toBe('Correo repetido en el archivo (también en la fila 2).');
    expect(await userCount()).toBe(before);
  });

  it('all or nothing writes nothing when one row is wrong', async () => {
    const before = await userCount();
    const result = bulkResultSchema.parse((await register(admin, 'all_or_nothing', rows())).json());
    expect(result.creadas).toBe(0);
    expect(result.message).toMatch(/No se registró ningún usuario/);
    expect(await userCount()).toBe(before);
  });

  it('valid only registers the good rows and queues their invitations', async () => {
    const before = await userCount();
    const result = bulkResultSchema.parse((await register(admin, 'valid_only', rows())).json());
    expect(result.creadas).toBe(2);
    expect(result.filas.filter((fila) => fila.id_usuario).map((fila) => fila.correo)).toEqual([
      'nuevo1@agencia.co',
      'nuevo2@agencia.co',
    ]);
    expect(await userCount()).toBe(before + 2);
    const outbox = (await ctx.app.inject({ url: '/api/dev/outbox' })).json() as {
      recipient: string;
      text: string;
    }[];
    expect(
      outbox
        .filter((mail) => mail.recipient.startsWith('nuevo'))
        .every((mail) => /\/signup\?token=/.test(mail.text)),
    ).toBe(true);
  });

  it('a director gets a per-row error for users outside the group, and can import inside it', async () => {
    const result = bulkResultSchema.parse(
      (
        await register(director, 'dry_run', [
          row('otro@agencia.co', { rol: 'admin', grupo: '' }),
          row('propio@agencia.co'),
        ])
      ).json(),
    );
    expect(result.filas.map((fila) => fila.ok)).toEqual([false, true]);
    expect(result.filas[0]!.errores.rol).toBe('No puedes asignar ni gestionar un rol superior al tuyo.');
  });

  it('refuses a company user on every bulk route, its file unread (only agency staff import)', async () => {
    const company = await asStaff(ctx, 'empresa@portal.local');
    const template = await ctx.app.inject({
      url: '/api/auth/register_massive/template',
      headers: { cookie: company.cookie },
    });
    const file = await upload(company, Buffer.from('correo;nombre\r\nana@x.co;Ana\r\n'));
    const commit = await register(company, 'valid_only', [row('spam@x.co', { rol: 'empresa' })]);
    for (const res of [template, file, commit]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Esta sección es solo para el equipo de la agencia.');
    }
  });

  it('needs the CSRF token like any other change', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register_massive',
      headers: { cookie: admin.cookie },
      payload: { modo: 'dry_run', usuarios: [row('a@b.co')] },
    });
    expect(res.statusCode).toBe(403);
  });
});
