import type { Readable } from 'node:stream';
import { spreadsheetText } from '@portal/shared/spreadsheet';
import { bogotaMinute, finite, type ReportBatches, type ReportCell, type ReportRow } from './report-cells.js';
import { fixedParts, SHEET_END, sheetStart, STYLE } from './xlsx-parts.js';
import { zipStream, type ZipEntry } from './zip-stream.js';

// Characters XML 1.0 cannot hold (controls, lone surrogates, U+FFFE/FFFF): dropped, or the file is broken.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
/** Excel's limits: longer text makes it "repair" the file, and a sheet ends at this row. */
const MAX_CELL_CHARS = 32_767;
const MAX_ROWS = 1_048_576;
const DAY_MS = 86_400_000;
/** Excel's serial day 0 is 1899-12-30: 25,569 days before 1970-01-01. */
const EPOCH_DAYS = 25_569;

/** Text as an XML text node: cut to Excel's limit, without characters XML refuses, escaped. */
export const xmlText = (text: string) =>
  text
    .slice(0, MAX_CELL_CHARS)
    .replace(NOT_XML, '')
    .replace(/[&<>\r]/g, (char) => ESCAPES[char]!);

const letters: string[] = [];
/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
function column(index: number): string {
  if (letters[index] === undefined) {
    let name = '';
    for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
      name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    letters[index] = name;
  }
  return letters[index];
}

const serialOf = (utcMs: number) => utcMs / DAY_MS + EPOCH_DAYS;

function cellXml(cell: ReportCell, ref: string, header: boolean): string {
  if (typeof cell === 'string') {
    if (cell === '') return '';
    const style = header ? ` s="${STYLE.header}"` : '';
    const text = xmlText(spreadsheetText(cell));
    // Spaces at either end, and line breaks, are kept only when the text says so.
    const t = /^\s|\s$|\n/.test(text) ? '<t xml:space="preserve">' : '<t>';
    return `<c r="${ref}" t="inlineStr"${style}><is>${t}${text}</t></is></c>`;
  }
  const [style, value] =
    'number' in cell
      ? [cell.decimals ? STYLE.decimals : STYLE.whole, finite(cell.number)]
      : 'date' in cell
        ? [STYLE.date, serialOf(Date.parse(`${cell.date}T00:00:00Z`))]
        : [STYLE.dateTime, serialOf(Date.parse(`${bogotaMinute(cell.dateTime)}:00Z`))];
  return `<c r="${ref}" s="${style}"><v>${finite(value)}</v></c>`;
}

function rowXml(row: ReportRow, number: number, header = false): string {
  if (number > MAX_ROWS) throw new Error(`Una hoja de Excel llega hasta ${MAX_ROWS} filas.`);
  let cells = '';
  for (let i = 0; i < row.length; i++) cells += cellXml(row[i]!, `${column(i)}${number}`, header);
  return `<row r="${number}">${cells}</row>`;
}

/** The sheet's XML a batch at a time: one chunk per batch of rows, never the whole sheet. */
async function* sheetChunks(titles: readonly string[], batches: ReportBatches) {
  yield Buffer.from(sheetStart(titles) + rowXml(titles, 1, true), 'utf8');
  let number = 1;
  for await (const batch of batches) {
    let xml = '';
    for (const row of batch) xml += rowXml(row, ++number);
    if (xml) yield Buffer.from(xml, 'utf8');
  }
  yield Buffer.from(SHEET_END, 'utf8');
}

/** A sheet's name as Excel takes it: 31 characters at most, none of `[]:*?/\`. */
const sheetNameOf = (name: string) => xmlText(name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31)) || 'Hoja1';

/**
 * A one-sheet XLSX as a stream (inline strings, no shared-strings table to hold in memory): the
 * fixed parts, then the sheet deflated through fflate as its rows are read, so memory holds a batch
 * or two whatever the row count. Titles bold and frozen; numbers with thousands formats.
 */
export function xlsxStream(titles: readonly string[], batches: ReportBatches, sheetName = 'Hoja1'): Readable {
  async function* entries(): AsyncGenerator<ZipEntry> {
    for (const [name, text] of fixedParts(sheetNameOf(sheetName)))
      yield { name, body: Buffer.from(text, 'utf8'), compress: true };
    // Level 1: fflate deflates in JavaScript, and the sheet is nearly all of the work (bench:report).
    const sheet = sheetChunks(titles, batches);
    yield { name: 'xl/worksheets/sheet1.xml', body: sheet, compress: true, level: 1 };
  }
  return zipStream(entries());
}
