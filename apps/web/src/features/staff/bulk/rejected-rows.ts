import { BULK_FIELDS, type BulkResult, type BulkRow } from '@portal/shared/bulk-users';
import { spreadsheetCsv } from '@/lib/csv';

/**
 * The rows that were not registered, as a CSV the person can fix and upload again: the same columns
 * plus "Error". Semicolons and a BOM, as Spanish Excel expects; every value stays text.
 */
export function rejectedRowsCsv(rows: BulkRow[], result: BulkResult): string {
  const rejected = result.filas
    .filter((fila) => !fila.ok)
    .map((fila) => ({
      ...rows[fila.fila - 2],
      Error: Object.entries(fila.errores)
        .map(([field, message]) => `${field}: ${message}`)
        .join(' | '),
    }));
  return spreadsheetCsv(rejected, [...BULK_FIELDS, 'Error']);
}
