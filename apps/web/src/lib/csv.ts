import Papa from 'papaparse';

/** A CSV as Spanish Excel opens it: semicolons and a BOM, every value as text. */
export const spreadsheetCsv = (rows: Record<string, unknown>[], columns: string[]) =>
  `\uFEFF${Papa.unparse(rows, { delimiter: ';', columns })}`;

/** Saves text as a file through the browser's download. */
export function downloadCsv(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}
