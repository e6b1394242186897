import { Link } from 'react-router';
import { noteVisibilityLabels } from '@portal/shared/applications/note-audience';
import { attendanceLabels } from '@portal/shared/applications/pipeline';
import type { PoolFile } from '@portal/shared/talent-pool/file';
import { pipelineStateLabels } from '@portal/shared/vacancies/constants';
import { Badge } from '@/components/ui/Badge';
import { formatDate, formatTimestamp } from '@/lib/format';
import { FileSection, OutOfReach } from './FileSection';

type Application = PoolFile['postulaciones'][number];

/** A state's label as staff read it; a state this screen does not know yet shows as it came. */
const stateLabel = (estado: string) =>
  pipelineStateLabels[estado as keyof typeof pipelineStateLabels] ?? estado;
const attendance = (value: string | null) =>
  value === null
    ? 'Asistencia sin marcar'
    : (attendanceLabels[value as keyof typeof attendanceLabels] ?? value);

function Interview({ entrevista }: { entrevista: NonNullable<Application['entrevista']> }) {
  const tone =
    entrevista.asistencia === 'no_asistio' ? 'warning' : entrevista.asistencia ? 'success' : 'neutral';
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
      <span>
        Entrevista: {formatTimestamp(entrevista.fecha_hora)} · {entrevista.lugar}
      </span>
      <Badge tone={tone}>{attendance(entrevista.asistencia)}</Badge>
    </p>
  );
}

/** Every state the application went through, with who moved it and each note's readers. */
function History({ historial }: { historial: Application['historial'] }) {
  return (
    <details className="text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
        Historial ({historial.length})
      </summary>
      <ol className="ml-1 space-y-2 border-l-2 border-slate-200 pl-3">
        {historial.map((step, index) => (
          <li key={`${step.fecha}-${index}`}>
            <p className="font-medium text-slate-900">{stateLabel(step.estado)}</p>
            <p className="text-xs text-slate-600">
              {formatTimestamp(step.fecha)} · {step.por ?? 'El candidato'}
            </p>
            {step.nota && (
              <p className="text-slate-700">
                {step.nota}{' '}
                <Badge tone={step.audiencia === 'interna' ? 'neutral' : 'info'}>
                  {noteVisibilityLabels[step.audiencia]}
                </Badge>
              </p>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}

interface FileApplicationsProps {
  postulaciones: PoolFile['postulaciones'];
  /** Applications to vacancies of other groups: only counted. */
  outside: number;
}

/** The applications the caller's group reaches, newest first as the API sends them, and how many it does not. */
export function FileApplications({ postulaciones, outside }: FileApplicationsProps) {
  return (
    <FileSection title={`Postulaciones (${postulaciones.length})`}>
      {postulaciones.length === 0 && (
        <p className="text-sm text-slate-600">No tiene postulaciones en vacantes de tu grupo.</p>
      )}
      <ul className="divide-y divide-slate-100">
        {postulaciones.map((application) => (
          <li key={application.id_postulacion} className="space-y-1 py-3 first:pt-0">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">
                  <Link
                    to={`/dashboard/vacantes/${application.id_vacante}`}
                    className="text-brand-800 underline decoration-brand-300 underline-offset-2"
                  >
                    {application.vacante}
                  </Link>
                </h3>
                <p className="text-sm text-slate-600">
                  {application.empresa} · se postuló el {formatDate(application.fecha)}
                </p>
              </div>
              <Badge tone="info">{stateLabel(application.estado)}</Badge>
            </div>
            {application.entrevista && <Interview entrevista={application.entrevista} />}
            <History historial={application.historial} />
          </li>
        ))}
      </ul>
      <OutOfReach
        count={outside}
        one="postulación en vacantes de otros grupos"
        many="postulaciones en vacantes de otros grupos"
      >
        Su detalle lo ve el grupo que gestiona cada vacante.
      </OutOfReach>
    </FileSection>
  );
}
