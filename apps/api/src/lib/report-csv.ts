import { CSV_BOM, csvLine } from '@portal/shared/spreadsheet';
import { reportCsvLine, type ReportBatches } from './report-cells.js';

/**
 * A report's CSV a batch at a time: the same bytes `spreadsheetCsv` makes of the whole (BOM, `;`,
 * CRLF, every cell quoted and neutralised), one chunk per batch of rows.
 */
export async function* csvChunks(titles: readonly string[], batches: ReportBatches) {
  yield Buffer.from(CSV_BOM + csvLine(titles), 'utf8');
  for await (const batch of batches) {
    if (batch.length > 0) yield Buffer.from(batch.map(reportCsvLine).join(''), 'utf8');
  }
}
