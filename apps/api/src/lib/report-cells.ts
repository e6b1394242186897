import { bogotaWallClock } from '@portal/shared/bogota-time';
import { csvLine } from '@portal/shared/spreadsheet';

/**
 * A cell of a report: text (neutralised against formulas), a number shown with `decimals`, a
 * calendar day (`YYYY-MM-DD`) or an instant shown as Bogotá's date and time.
 */
export type ReportCell = string | { number: number; decimals: 0 | 2 } | { date: string } | { dateTime: Date };

/** One row of a report, and the rows of a report as they are read: a batch at a time. */
export type ReportRow = readonly ReportCell[];
export type ReportBatches = AsyncIterable<readonly ReportRow[]> | Iterable<readonly ReportRow[]>;

const esCo = [0, 2].map(
  (digits) =>
    new Intl.NumberFormat('es-CO', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
);

/** A finite number: NaN or Infinity would make an XLSX that Excel repairs. */
export const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** `YYYY-MM-DD` as es-CO writes it: dd/mm/aaaa. */
const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** An instant as Bogotá's wall clock, `YYYY-MM-DDTHH:mm` (Colombia has no daylight saving time). */
export const bogotaMinute = (instant: Date) => bogotaWallClock(instant).slice(0, 16);

/** A cell as a CSV shows it: es-CO numbers ("1.234,50") and dates ("27/11/2026 14:05"). */
export function cellText(cell: ReportCell): string {
  if (typeof cell === 'string') return cell;
  if ('number' in cell) return esCo[cell.decimals / 2]!.format(finite(cell.number));
  if ('date' in cell) return dayText(cell.date);
  const minute = bogotaMinute(cell.dateTime);
  return `${dayText(minute)} ${minute.slice(11)}`;
}

/** One CSV line of a report: the shared CSV rules (`@portal/shared/spreadsheet`) over each cell's text. */
export const reportCsvLine = (row: ReportRow) => csvLine(row.map(cellText));
