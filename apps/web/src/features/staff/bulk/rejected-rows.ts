import { BULK_FIELDS, bulkFieldLabels, type BulkResult, type BulkRow } from '@portal/shared/users/bulk';
import { spreadsheetCsv } from '@portal/shared/spreadsheet';

/**
 * The rows that were not registered, as a CSV the person can fix and upload again: the template's
 * Spanish column titles (the import recognises them) plus "Error". Formulas are neutralised.
 */
export function rejectedRowsCsv(rows: BulkRow[], result: BulkResult): string {
  const rejected = result.filas
    .filter((fila) => !fila.ok)
    .map((fila) => {
      const row = rows[fila.fila - 2];
      const error = Object.entries(fila.errores)
        .map(([field, message]) => `${field}: ${message}`)
        .join(' | ');
      return [...BULK_FIELDS.map((field) => row?.[field] ?? ''), error];
    });
  return spreadsheetCsv([...BULK_FIELDS.map((field) => bulkFieldLabels[field]), 'Error'], rejected);
}
