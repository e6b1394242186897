import type { ProcessDetail } from '@portal/shared/client-processes';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { downloadCsv, spreadsheetCsv } from '@/lib/csv';
import { formatDate } from '@/lib/format';

export function hiredCsv(process: ProcessDetail): string {
  const hired = process.candidatos.filter((candidate) => candidate.fechaContratacion);
  return spreadsheetCsv(
    hired.map((c) => ({
      nombre: c.nombre,
      cargo: process.solicitud.cargo,
      fechaContratacion: c.fechaContratacion!.slice(0, 10),
    })),
    ['nombre', 'cargo', 'fechaContratacion'],
  );
}

/** Stage 4, Candidatos contratados: the people hired for this process, exportable to CSV. */
export function HiredStage({ process }: { process: ProcessDetail }) {
  const hired = process.candidatos.filter((candidate) => candidate.fechaContratacion);
  if (hired.length === 0) return <EmptyState title="Aún no hay candidatos contratados en este proceso." />;
  const download = () => downloadCsv(`contratados-proceso-${process.id}.csv`, hiredCsv(process));
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Candidatos contratados</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3">
                Nombre
              </th>
              <th scope="col" className="px-4 py-3">
                Cargo
              </th>
              <th scope="col" className="px-4 py-3">
                Fecha de contratación
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {hired.map((candidate) => (
              <tr key={candidate.id_postulacion}>
                <td className="px-4 py-3 font-medium">{candidate.nombre}</td>
                <td className="px-4 py-3">{process.solicitud.cargo}</td>
                <td className="px-4 py-3">{formatDate(candidate.fechaContratacion!)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button variant="secondary" onPress={download}>
        Descargar CSV
      </Button>
    </div>
  );
}
