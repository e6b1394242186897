import type { ApprovalCandidate, ProcessDetail } from '@portal/shared/processes/client';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { hiredCandidatesCsv, hiredCandidatesOf } from '@portal/shared/processes/hired-csv';
import { downloadCsv } from '@/lib/csv';
import { formatDate } from '@/lib/format';

const NO_DATA = 'Sin dato';
const ageText = (c: ApprovalCandidate) => (c.edad === null ? NO_DATA : `${c.edad} años`);
const experienceText = (c: ApprovalCandidate) =>
  c.experiencia === null ? NO_DATA : c.experiencia === 1 ? '1 año' : `${c.experiencia} años`;
const certificatesText = (c: ApprovalCandidate) => c.certificaciones.join(', ') || 'Ninguna registrada';

const columns: [string, (c: ApprovalCandidate, cargo: string) => string][] = [
  ['Nombre', (c) => c.nombre],
  ['Cargo', (_c, cargo) => cargo],
  ['Edad', ageText],
  ['Experiencia', experienceText],
  ['Certificaciones', certificatesText],
  ['Fecha de contratación', (c) => formatDate(c.fechaContratacion!)],
];

/** Stage 4, Candidatos contratados: the people hired for this process, exportable to CSV. */
export function HiredStage({ process }: { process: ProcessDetail }) {
  const hired = hiredCandidatesOf(process);
  if (hired.length === 0) return <EmptyState title="Aún no hay candidatos contratados en este proceso." />;
  const download = () => downloadCsv(`contratados-proceso-${process.id}.csv`, hiredCandidatesCsv(process));
  return (
    <div className="space-y-3">
      {/* On a phone, one card per person: six columns do not fit 390 px without scrolling sideways. */}
      <ul aria-label="Candidatos contratados" className="space-y-3 sm:hidden">
        {hired.map((candidate) => (
          <li key={candidate.id_postulacion} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <p className="font-semibold text-slate-900">{candidate.nombre}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {columns.slice(1).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="break-words text-slate-900">{value(candidate, process.solicitud.cargo)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div
        role="region"
        aria-label="Tabla de contratados"
        tabIndex={0}
        className="hidden overflow-x-auto rounded-xl sm:block ring-1 ring-slate-200 focus-visible:outline-3 focus-visible:outline-brand-900"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Candidatos contratados</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {columns.map(([label]) => (
                <th key={label} scope="col" className="px-4 py-3">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {hired.map((candidate) => (
              <tr key={candidate.id_postulacion}>
                {columns.map(([label, value], i) => (
                  <td key={label} className={`px-4 py-3 ${i === 0 ? 'font-medium' : ''}`}>
                    {value(candidate, process.solicitud.cargo)}
                  </td>
                ))}
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
