import writeXlsxFile from 'write-excel-file/node';
import { spreadsheetCsv, spreadsheetText } from '@portal/shared/spreadsheet';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv; charset=utf-8';

/** A cell of a report: text (neutralised against formulas) or a number shown with `decimals`. */
export type ReportCell = string | { number: number; decimals: 0 | 2 };

const esCo = [0, 2].map(
  (digits) =>
    new Intl.NumberFormat('es-CO', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
);

/**
 * A report as Spanish Excel opens it (decision 0055): CSV with es-CO numbers ("1.234,50") or XLSX
 * with real number cells and a thousands format, Spanish titles in bold, every text cell safe.
 */
export async function reportFile(
  titles: readonly string[],
  rows: readonly ReportCell[][],
  formato: 'xlsx' | 'csv',
): Promise<Buffer> {
  if (formato === 'csv')
    return Buffer.from(
      spreadsheetCsv(
        titles,
        rows.map((row) =>
          row.map((cell) =>
            typeof cell === 'string' ? cell : esCo[cell.decimals / 2]!.format(cell.number || 0),
          ),
        ),
      ),
      'utf8',
    );
  const header = titles.map((title) => ({ value: title, type: String, fontWeight: 'bold' as const }));
  const body = rows.map((row) =>
    row.map((cell) =>
      typeof cell === 'string'
        ? { value: spreadsheetText(cell), type: String }
        : { value: cell.number, type: Number, format: cell.decimals ? '#,##0.00' : '#,##0' },
    ),
  );
  return writeXlsxFile([header, ...body]).toBuffer();
}

/** Headers of a report download: its type and the name it is saved with ("nomina-….xlsx"). */
export const reportHeaders = (baseName: string, formato: 'xlsx' | 'csv') => ({
  'content-type': formato === 'xlsx' ? XLSX_TYPE : CSV_TYPE,
  'content-disposition': `attachment; filename="${baseName}.${formato}"`,
});
