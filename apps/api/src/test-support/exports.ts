import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import { readSheet } from 'read-excel-file/node';
import { expect } from 'vitest';
import { companyListSchema } from '@portal/shared/users/staff';
import { asStaff, type StaffActor } from './staff.js';
import type { TestContext } from './test-app.js';

/** GET an export as a signed-in staff or company user (a browser's cookie, no body). */
export const download = (ctx: TestContext, who: StaffActor, url: string) =>
  ctx.app.inject({ url, headers: { cookie: who.cookie } });

/**
 * An export's rows read back as a spreadsheet would: a CSV (`;`, BOM) with every cell as text, or an
 * XLSX through a real reader (read-excel-file), numbers and dates typed. The first row is the titles.
 */
export async function sheetOf(res: LightMyRequestResponse): Promise<unknown[][]> {
  if (String(res.headers['content-type']).startsWith('text/csv')) {
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    return parse(res.body.slice(1), { delimiter: ';', record_delimiter: '\r\n' }) as string[][];
  }
  return readSheet(res.rawPayload);
}

/** The values of one column of a sheet, titles left out. */
export const columnOf = (sheet: unknown[][], title: string) => {
  const index = sheet[0]!.indexOf(title);
  if (index < 0) throw new Error(`sin la columna «${title}»: ${JSON.stringify(sheet[0])}`);
  return sheet.slice(1).map((row) => row[index]);
};

/**
 * Who the export tests act as: the demo admin, the director of the first group and that group's
 * company user; and the demo company of the other group, out of the director's reach.
 */
export async function exportActors(ctx: TestContext) {
  const admin = await asStaff(ctx, 'admin@portal.local');
  const companies = companyListSchema.parse((await download(ctx, admin, '/api/companies')).json());
  return {
    admin,
    director: await asStaff(ctx, 'director@portal.local'),
    company: await asStaff(ctx, 'empresa@portal.local'),
    otherGroupCompany: companies.find((c) => c.razon_social.startsWith('Alimentos'))!.id_empresa,
  };
}
