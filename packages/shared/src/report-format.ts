import { z } from 'zod';
import { exportMessages } from './messages/staff';

/** The two files every download of a list or report comes in (decision 0055). */
export const REPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** What a person chooses in an «Exportar» menu. */
export const reportFormatLabels: Record<ReportFormat, string> = {
  xlsx: 'Excel (.xlsx)',
  csv: 'CSV',
};

/** `?formato=xlsx|csv`, Excel when left out. */
export const reportFormatSchema = z
  .enum(REPORT_FORMATS, { error: exportMessages.formatInvalid })
  .default('xlsx');
