import { strToU8, unzipSync, zipSync } from 'fflate';

// Crafted spreadsheets of the bulk-import issue, shared by its tests and bench/bulk.ts.

const inlineCell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** A real workbook (the template's bytes) with its first sheet's rows replaced by `rowsXml`. */
export function workbookWithRows(template: Uint8Array, rowsXml: string): Uint8Array {
  const parts = unzipSync(template);
  const sheet = new TextDecoder().decode(parts['xl/worksheets/sheet1.xml']);
  const xml = sheet.replace(/<sheetData>[\s\S]*<\/sheetData>/, `<sheetData>${rowsXml}</sheetData>`);
  return zipSync({ ...parts, 'xl/worksheets/sheet1.xml': [strToU8(xml), { level: 9 }] });
}

/** A zip bomb: a workbook of a few dozen KB whose sheet unzips to about `megabytes` MB of rows. */
export function zipBombXlsx(template: Uint8Array, megabytes: number): Uint8Array {
  const row = `<row r="2">${inlineCell('A2', 'ana@x.co')}</row>`;
  return workbookWithRows(template, row.repeat(Math.ceil((megabytes * 1024 * 1024) / row.length)));
}

/** One cell at the sheet's last row and column: tiny, but a reader building it allocates a million rows. */
export const farCellXlsx = (template: Uint8Array) =>
  workbookWithRows(
    template,
    `<row r="1">${inlineCell('A1', 'correo')}</row><row r="1048576">${inlineCell('XFD1048576', 'x')}</row>`,
  );

/**
 * The far cell again, dressed to slip past a naive shape check (issue 28 re-attack): attributes in
 * single quotes, and the sheet stored outside `xl/worksheets/`, where the workbook's links still find it.
 */
export function disguisedFarCellXlsx(template: Uint8Array): Uint8Array {
  const parts = unzipSync(farCellXlsx(template));
  const decode = (name: string) => new TextDecoder().decode(parts[name]);
  const sheet = decode('xl/worksheets/sheet1.xml').replace(/ r="([A-Z]*\d+)"/g, " r='$1'");
  const moved: Record<string, Uint8Array> = { ...parts, 'hojas/sheet1.xml': strToU8(sheet) };
  delete moved['xl/worksheets/sheet1.xml'];
  for (const name of ['xl/_rels/workbook.xml.rels', '[Content_Types].xml'])
    moved[name] = strToU8(
      decode(name)
        .replace('/xl/worksheets/sheet1.xml', '/hojas/sheet1.xml')
        .replace('worksheets/sheet1.xml', '/hojas/sheet1.xml'),
    );
  return zipSync(moved);
}

/** A CSV of `rows` four-byte rows under a header: 1.3 million fit in the 5 MB an upload may have. */
export const hugeCsv = (rows: number) => Buffer.from(`correo;nombre\n${'a;b\n'.repeat(rows)}`);
