import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test-support/documents.js';
import {
  disguisedFarCellXlsx,
  farCellXlsx,
  hugeCsv,
  zipBombXlsx,
} from '../../../test-support/hostile-tables.js';
import { asStaff, type StaffActor } from '../../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';
import { xlsxTemplate } from './template.js';

// Hostile tables (issue: a 100 KB XLSX unzipping to 100 MB froze the API for a minute; a 5 MB CSV of
// 1.3 million rows blocked it for seconds): refused by hard limits, read off the event loop.
let ctx: TestContext;
let admin: StaffActor;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await asStaff(ctx, 'admin@portal.local');
});
afterAll(() => ctx.close());

const upload = (data: Uint8Array, name: string) => {
  const body = multipartBody({}, { name, contentType: 'application/octet-stream', data: Buffer.from(data) });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register_massive/file',
    headers: { ...admin.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};

describe('hostile files', () => {
  it('refuses a zip bomb (a few KB unzipping past 20 MB) naming the limit', async () => {
    const bomb = zipBombXlsx(await xlsxTemplate(), 24);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const res = await upload(bomb, 'bomba.xlsx');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      'El XLSX descomprimido supera los 20 MB permitidos. Copia solo la lista de usuarios en un libro nuevo o guárdala como CSV.',
    );
  });

  it('refuses a sheet whose one cell sits at the last row and column, before building it', async () => {
    const far = farCellXlsx(await xlsxTemplate());
    const res = await upload(far, 'lejos.xlsx');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/más de 5\.000 filas/);
  });

  it('refuses the far cell in single quotes, in a sheet stored outside xl/worksheets, at once', async () => {
    const res = await upload(disguisedFarCellXlsx(await xlsxTemplate()), 'disfrazado.xlsx');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/más de 5\.000 filas/);
  });

  it('refuses a CSV of 400,000 rows naming the row limit, and /healthz answers meanwhile', async () => {
    const order: string[] = [];
    const reading = upload(hugeCsv(400_000), 'enorme.csv').then((res) => (order.push('archivo'), res));
    // Sent once the upload is under way: with parsing on the event loop it could only answer after.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const health = await ctx.app.inject({ url: '/healthz' });
    order.push('healthz');
    const res = await reading;
    expect(health.statusCode).toBe(200);
    expect(order).toEqual(['healthz', 'archivo']);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      'El archivo tiene más de 5.000 filas de usuarios. Divídelo en archivos de hasta 5.000 filas.',
    );
  });

  it('refuses too many columns and too long a cell, naming the row', async () => {
    const wide = await upload(Buffer.from(`${'c;'.repeat(60)}\r\n`), 'ancho.csv');
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toMatch(/más de 50 columnas/);
    const long = await upload(Buffer.from(`correo;nombre\r\na@b.co;${'x'.repeat(301)}\r\n`), 'largo.csv');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(
      'La fila 2 tiene una celda de más de 300 caracteres. Acórtala e intenta de nuevo.',
    );
  });

  it('still reads a file of 5,000 rows, the most allowed', async () => {
    const csv = `correo;nombre\r\n${Array.from({ length: 5000 }, (_, i) => `p${i}@b.co;Ana`).join('\r\n')}`;
    const res = await upload(Buffer.from(csv), 'lleno.csv');
    expect(res.statusCode).toBe(200);
    expect(res.json().filas).toHaveLength(5000);
  });
});
