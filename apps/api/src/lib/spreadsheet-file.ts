import type { FastifyReply } from 'fastify';
import { bogotaToday } from '@portal/shared/bogota-time';
import type { ReportFormat } from '@portal/shared/report-format';
import type { ReportCell } from './report-cells.js';
import { type Report, reportStream } from './streamed-report.js';

export type { ReportCell };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * A small report whole, as Spanish Excel opens it (decision 0055): CSV with es-CO numbers
 * ("1.234,50") or XLSX with real number cells and a thousands format, Spanish titles in bold, every
 * text cell safe. The same writer as the streamed downloads, collected.
 */
export async function reportFile(
  titles: readonly string[],
  rows: readonly ReportCell[][],
  formato: ReportFormat,
): Promise<Buffer> {
  const chunks: Buffer[] = await reportStream({ titles, batches: [rows] }, formato).toArray();
  return Buffer.concat(chunks);
}

/** Headers of a report download: its type and the name it is saved with ("nomina-….xlsx"). */
export const reportHeaders = (baseName: string, formato: ReportFormat) => ({
  'content-type': formato === 'xlsx' ? XLSX_TYPE : CSV_TYPE,
  'content-disposition': `attachment; filename="${baseName}.${formato}"`,
});

/**
 * Sends a report as a download named `<name>-<Bogotá's date>.<formato>` ("usuarios-2026-11-27.xlsx"),
 * streamed. If the client goes away, Fastify destroys the stream, which ends the report's batches;
 * a failure half-way cuts the connection, so the download fails instead of ending short.
 */
export function sendReport(
  reply: FastifyReply,
  name: string,
  report: Report,
  formato: ReportFormat,
  now: Date,
) {
  return reply
    .headers(reportHeaders(`${name}-${bogotaToday(now)}`, formato))
    .header('cache-control', 'no-store')
    .send(reportStream(report, formato));
}
