import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { BULK_MAX_CELL_CHARS, BULK_MAX_COLUMNS, BULK_MAX_ROWS } from '@portal/shared/users/bulk';
import { bulkMessages } from '@portal/shared/messages';
import { AppError } from '../../../lib/app-error.js';
import { checkXlsxLimits, tooLarge } from './xlsx-limits.js';

/** A spreadsheet as text: header row and data rows, every cell a string (leading zeros kept). */
export interface TextTable {
  headers: string[];
  rows: string[][];
  encoding: 'utf-8' | 'windows-1252' | 'xlsx';
  delimiter: string | null;
}

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]); // a ZIP container

/** UTF-8 when the bytes are valid UTF-8 (BOM dropped), else Windows-1252 as Spanish Excel saves CSV. */
function decode(bytes: Buffer): { text: string; encoding: TextTable['encoding'] } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: text.replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** `;` (Excel in Spanish) or `,`: whichever splits the header line into more columns. */
function delimiterOf(text: string) {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  return header.split(';').length >= header.split(',').length ? ';' : ',';
}

/** A date cell as AAAA-MM-DD; a time-only cell (Excel keeps it on 30 December 1899) as HH:MM. */
const dateCellText = (value: Date) =>
  value.getUTCFullYear() < 1900 ? value.toISOString().slice(11, 16) : value.toISOString().slice(0, 10);

const asText = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : value instanceof Date
      ? dateCellText(value)
      : String(value).trim();

/** One row against the limits; `line` is the row's number in the file, as the person sees it. */
function checkRow(cells: unknown[], line: number) {
  if (line > BULK_MAX_ROWS + 1) throw tooLarge(bulkMessages.tooManyRows(BULK_MAX_ROWS));
  if (cells.length > BULK_MAX_COLUMNS)
    throw AppError.badRequest(bulkMessages.tooManyColumns(BULK_MAX_COLUMNS));
  if (cells.some((cell) => asText(cell).length > BULK_MAX_CELL_CHARS))
    throw AppError.badRequest(bulkMessages.cellTooLong(line, BULK_MAX_CELL_CHARS));
}

function toTable(matrix: unknown[][], encoding: TextTable['encoding'], delimiter: string | null): TextTable {
  matrix.forEach((row, index) => checkRow(row, index + 1));
  const [header, ...rows] = matrix.map((row) => row.map(asText));
  if (!header || header.every((cell) => cell === '')) throw AppError.badRequest(bulkMessages.fileEmpty);
  const nonEmpty = rows.filter((row) => row.some((cell) => cell !== ''));
  return { headers: header, rows: nonEmpty, encoding, delimiter };
}

async function readXlsx(bytes: Buffer) {
  checkXlsxLimits(bytes);
  return toTable(await readSheet(bytes), 'xlsx', null);
}

/**
 * Reads an uploaded CSV or XLSX (the adapter keeps both libraries out of the rest of the code), with
 * hard limits on rows, columns, cell length and unzipped bytes checked as it goes. It blocks the thread
 * it runs on: the server calls it through table-reader.ts, on its own thread.
 */
export async function readTable(bytes: Buffer): Promise<TextTable> {
  if (bytes.length === 0) throw AppError.badRequest(bulkMessages.fileEmpty);
  try {
    if (bytes.subarray(0, 4).equals(XLSX_MAGIC)) return await readXlsx(bytes);
    const { text, encoding } = decode(bytes);
    if (text.includes('\u0000')) throw AppError.badRequest(bulkMessages.fileType);
    const delimiter = delimiterOf(text);
    const matrix = parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      // A record longer than every column full: stop buffering it (a file without line breaks).
      max_record_size: BULK_MAX_CELL_CHARS * BULK_MAX_COLUMNS,
      on_record: (record: string[], { records }) => (checkRow(record, records), record),
    }) as string[][];
    return toTable(matrix, encoding, delimiter);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, lines } = error as { code?: string; lines?: number };
    if (code === 'CSV_MAX_RECORD_SIZE')
      throw AppError.badRequest(bulkMessages.cellTooLong(lines ?? 1, BULK_MAX_CELL_CHARS));
    throw AppError.badRequest(bulkMessages.fileUnreadable);
  }
}
