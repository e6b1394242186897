import { Unzip, UnzipInflate } from 'fflate';
import { BULK_MAX_COLUMNS, BULK_MAX_ROWS, BULK_MAX_UNZIPPED_MB } from '@portal/shared/users/bulk';
import { bulkMessages } from '@portal/shared/messages';
import { AppError } from '../../../lib/app-error.js';

const MAX_UNZIPPED_BYTES = BULK_MAX_UNZIPPED_MB * 1024 * 1024;
// Deflate expands at most ~1,032×: a 4 KiB step inflates to ~4 MiB at most before the count is checked.
const STEP_BYTES = 4 * 1024;
const isXml = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');

export const tooLarge = (message: string) => new AppError('FILE_TOO_LARGE', message);

/** "AB" → 28: a cell reference's column. */
const columnNumber = (letters: string) =>
  [...letters].reduce((sum, char) => sum * 26 + char.charCodeAt(0) - 64, 0);

// Tags with or without a namespace prefix (`<x:row>`), attributes in either quote: as readers accept them.
const ROW_TAG = /<(?:[\w.-]+:)?row\b[^>]*?>/g;
const ROW_NUMBER = /\br\s*=\s*["'](\d+)["']/;
const CELL_COLUMN = /<(?:[\w.-]+:)?c\b[^>]*?\br\s*=\s*["']([A-Za-z]+)\d+["']/g;

/**
 * A sheet's size from its XML before any library builds it: rows counted and the highest row and
 * column a cell names (one cell at XFD1048576 would make a reader allocate a million empty rows).
 * Every XML part is checked, not only `xl/worksheets/`: the workbook's links may put a sheet anywhere.
 */
function checkSheetShape(xml: string) {
  let rows = 0;
  let lastRow = 0;
  for (const match of xml.matchAll(ROW_TAG)) {
    rows += 1;
    lastRow = Math.max(lastRow, Number(ROW_NUMBER.exec(match[0])?.[1] ?? 0));
  }
  if (Math.max(rows, lastRow) > BULK_MAX_ROWS + 1) throw tooLarge(bulkMessages.tooManyRows(BULK_MAX_ROWS));
  for (const match of xml.matchAll(CELL_COLUMN)) {
    if (columnNumber(match[1]!.toUpperCase()) > BULK_MAX_COLUMNS)
      throw AppError.badRequest(bulkMessages.tooManyColumns(BULK_MAX_COLUMNS));
  }
}

/**
 * Unzips the XML parts of an XLSX a few KiB at a time, counting the bytes as they come out, and stops
 * at the limit (a 100 KB file can hold a 100 MB sheet); then checks each sheet's shape. Only after this
 * does the spreadsheet library see the file, which then unzips at most the same bounded bytes.
 */
export function checkXlsxLimits(bytes: Uint8Array) {
  let total = 0;
  // fflate catches what ondata throws and reports it back as an error: the first refusal is the one.
  let refusal: AppError | undefined;
  const sheets: { name: string; chunks: Uint8Array[] }[] = [];
  const unzip = new Unzip((file) => {
    if (!isXml(file.name)) return;
    const sheet = { name: file.name, chunks: [] as Uint8Array[] };
    sheets.push(sheet);
    file.ondata = (error, chunk) => {
      if (error) throw (refusal ??= AppError.badRequest(bulkMessages.fileUnreadable));
      total += chunk.length;
      if (total > MAX_UNZIPPED_BYTES)
        throw (refusal ??= tooLarge(bulkMessages.unzippedTooLarge(BULK_MAX_UNZIPPED_MB)));
      sheet.chunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length; at += STEP_BYTES) {
      unzip.push(bytes.subarray(at, at + STEP_BYTES), at + STEP_BYTES >= bytes.length);
    }
  } catch (error) {
    throw refusal ?? error;
  }
  for (const sheet of sheets) checkSheetShape(Buffer.concat(sheet.chunks).toString('utf8'));
}
