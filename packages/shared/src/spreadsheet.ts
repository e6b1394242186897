// Every CSV and XLSX the portal produces goes through here (decision 0055).

/**
 * Characters that make Excel, LibreOffice or Google Sheets read a cell as a formula (or a DDE
 * command): `=`, `+`, `-`, `@`, and a tab or carriage return before one of them.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain number ("-16,00", "-1.234", "-5"): no formula, so a report's negative figures stay numbers. */
const PLAIN_NUMBER = /^-?\d[\d.,]*$/;

/**
 * A cell's text, safe to open in a spreadsheet (OWASP "CSV injection"): a value that would start a
 * formula gets a leading single quote, so `=HYPERLINK(…)` shows as text and never runs. A plain
 * negative number is left alone; a `+57…` phone still shows the quote.
 */
export function spreadsheetText(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One CSV cell: neutralised, then always quoted (quotes doubled), so `;`, line breaks and quotes stay inside. */
export const csvCell = (value: unknown) => `"${spreadsheetText(value).replaceAll('"', '""')}"`;

/** What a CSV starts with: the UTF-8 byte order mark, so Excel reads the accents. */
export const CSV_BOM = '\uFEFF';

/** One CSV line: its cells through `csvCell`, `;` between them, ended by CRLF. */
export const csvLine = (row: readonly unknown[]) => `${row.map(csvCell).join(';')}\r\n`;

/**
 * A CSV as Spanish Excel opens it: UTF-8 with a BOM (accents survive), `;` between cells, CRLF
 * between lines, the column titles first. Every cell is text. The API streams long ones line by
 * line with the same `csvLine` (apps/api/src/lib/report-csv.ts).
 */
export function spreadsheetCsv(titles: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return CSV_BOM + [titles, ...rows].map(csvLine).join('');
}
