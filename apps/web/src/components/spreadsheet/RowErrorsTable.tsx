import type { ReactNode } from 'react';
import { TableHead } from '@/components/ui/TableHead';

const SHOWN = 200;

export interface RowErrorsColumn<Row> {
  header: string;
  cell(row: Row): ReactNode;
  className?: string;
}

/** An imported file's failed rows by their spreadsheet number (the first 200); null when none failed. */
export function RowErrorsTable<Row extends { fila: number }>({
  rows,
  columns,
}: {
  rows: readonly Row[];
  columns: readonly RowErrorsColumn<Row>[];
}) {
  if (rows.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="px-4 py-3 text-left font-semibold text-slate-900">
          Filas con errores{rows.length > SHOWN ? ` (primeras ${SHOWN} de ${rows.length})` : ''}
        </caption>
        <TableHead headers={['Fila', ...columns.map((column) => column.header)]} cellClassName="px-4 py-2" />
        <tbody className="divide-y divide-slate-100">
          {rows.slice(0, SHOWN).map((row) => (
            <tr key={row.fila}>
              <td className="px-4 py-2 align-top tabular-nums">{row.fila}</td>
              {columns.map((column) => (
                <td key={column.header} className={`px-4 py-2 ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
