import type { BulkResult } from '@portal/shared/users/bulk';
import { RowErrorsTable } from '@/components/spreadsheet/RowErrorsTable';

type Row = BulkResult['filas'][number];

const columns = [
  { header: 'Correo', cell: (fila: Row) => fila.correo || '—', className: 'max-w-48 break-all' },
  {
    header: 'Errores',
    cell: (fila: Row) => (
      <ul className="space-y-0.5">
        {Object.entries(fila.errores).map(([field, message]) => (
          <li key={field}>
            <span className="font-semibold">{field}</span>: {message}
          </li>
        ))}
      </ul>
    ),
  },
];

/** Errors per row and column; the valid rows are only counted. */
export function ResultTable({ result }: { result: BulkResult }) {
  return <RowErrorsTable rows={result.filas.filter((fila) => !fila.ok)} columns={columns} />;
}
