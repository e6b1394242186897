import type { ProcessDetail } from '@portal/shared/client-processes';
import { Badge } from '@/components/ui/Badge';
import { EmptyState } from '@/components/ui/EmptyState';
import { formatDateTime } from '@/lib/format';
import { hiringStateOf } from './candidate-state';

const HIRING = new Set(['aprobado', 'en contratación', 'contratado']);

/** Stage 3, Contratación: each approved candidate with where their hiring stands. */
export function HiringStage({ process }: { process: ProcessDetail }) {
  const hiring = process.candidatos.filter((candidate) => HIRING.has(candidate.estado));
  if (hiring.length === 0)
    return (
      <EmptyState title="Aún no hay candidatos aprobados.">
        Aprueba candidatos en la etapa anterior y aquí seguirás su contratación.
      </EmptyState>
    );
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {hiring.map((candidate) => {
        const state = hiringStateOf(candidate.estado);
        return (
          <li
            key={candidate.id_postulacion}
            className="space-y-2 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
          >
            <div className="flex items-start justify-between gap-2">
              <div>
                <p className="font-semibold text-slate-900">{candidate.nombre}</p>
                <p className="text-sm text-slate-600">{process.solicitud.cargo}</p>
              </div>
              <Badge tone={state === 'Completado' ? 'success' : state === 'En Proceso' ? 'info' : 'warning'}>
                {state}
              </Badge>
            </div>
            <p className="text-xs text-slate-600">
              Última actualización: {formatDateTime(candidate.ultimaActualizacion)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
