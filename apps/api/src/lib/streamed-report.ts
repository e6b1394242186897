import { Readable } from 'node:stream';
import type { ReportFormat } from '@portal/shared/report-format';
import type { ReportBatches } from './report-cells.js';
import { csvChunks } from './report-csv.js';
import { xlsxStream } from './report-xlsx.js';

export type { ReportBatches, ReportCell, ReportRow } from './report-cells.js';

/** A report: its column titles (Spanish), its rows a batch at a time, and the sheet's name in Excel. */
export interface Report {
  titles: readonly string[];
  batches: ReportBatches;
  sheetName?: string;
}

/**
 * The one writer of the portal's spreadsheets (decision 0055), as a stream with backpressure: a batch
 * of rows is read only when the reader has taken the bytes of the one before. Destroying the stream
 * (a client that went away) ends the batches' iterator, so its queries stop too.
 */
export function reportStream(report: Report, formato: ReportFormat): Readable {
  return formato === 'xlsx'
    ? xlsxStream(report.titles, report.batches, report.sheetName)
    : Readable.from(csvChunks(report.titles, report.batches), { objectMode: false });
}
