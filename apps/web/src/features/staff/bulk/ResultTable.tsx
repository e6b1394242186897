import type { BulkResult } from '@portal/shared/users/bulk';

const SHOWN = 200;

/** Errors per row and column; the valid rows are only counted. */
export function ResultTable({ result }: { result: BulkResult }) {
  const rejected = result.filas.filter((fila) => !fila.ok);
  if (rejected.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="px-4 py-3 text-left font-semibold text-slate-900">
          Filas con errores{rejected.length > SHOWN ? ` (primeras ${SHOWN} de ${rejected.length})` : ''}
        </caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2">
              Fila
            </th>
            <th scope="col" className="px-4 py-2">
              Correo
            </th>
            <th scope="col" className="px-4 py-2">
              Errores
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rejected.slice(0, SHOWN).map((fila) => (
            <tr key={fila.fila}>
              <td className="px-4 py-2 tabular-nums">{fila.fila}</td>
              <td className="max-w-48 break-all px-4 py-2">{fila.correo || '—'}</td>
              <td className="px-4 py-2">
                <ul className="space-y-0.5">
                  {Object.entries(fila.errores).map(([field, message]) => (
                    <li key={field}>
                      <span className="font-semibold">{field}</span>: {message}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
