import { noteVisibilityLabels } from '@portal/shared/applications/note-audience';
import {
  ownerLabels,
  type HiringRecord,
  type HiringState,
  type HiringStep,
} from '@portal/shared/applications/hiring';
import { formatDateTime } from '@/lib/format';
import { Badge, type BadgeTone } from '../ui/Badge';
import { Button } from '../ui/Button';

const stateTone: Record<HiringState, BadgeTone> = {
  Pendiente: 'warning',
  'En Proceso': 'info',
  'En Espera': 'warning',
  Completado: 'success',
};

export interface HiringRecordCardProps {
  record: HiringRecord;
  /** Whether the viewer marks this step (the agency its steps, the company its own). */
  canMark(step: HiringStep): boolean;
  onMark(step: HiringStep, completado: boolean): void;
  busy: boolean;
}

/**
 * One approved candidate's hiring (spec §3 Hiring record): state, progress and each step with its
 * owner; the viewer's own steps can be marked or reopened until the hire is complete.
 */
export function HiringRecordCard({ record, canMark, onMark, busy }: HiringRecordCardProps) {
  const hired = record.estado === 'Completado';
  return (
    <li className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">{record.nombre}</p>
          <p className="text-sm text-slate-600">{record.cargo}</p>
        </div>
        <Badge tone={stateTone[record.estado]}>{record.estado}</Badge>
      </div>
      <div
        role="progressbar"
        aria-label={`Avance de la contratación de ${record.nombre}`}
        aria-valuenow={record.progreso}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-700" style={{ width: `${record.progreso}%` }} />
      </div>
      <ul className="divide-y divide-slate-200">
        {record.pasos.map((step) => {
          const done = step.completado === 'Completado';
          return (
            <li key={step.paso} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">{step.nombre}</p>
                <p className="text-xs text-slate-600">
                  {ownerLabels[step.responsable]} · {step.completado}
                  {step.comentario ? ` · ${step.comentario}` : ''}
                  {step.comentario_audiencia ? ` (${noteVisibilityLabels[step.comentario_audiencia]})` : ''}
                </p>
              </div>
              {canMark(step) && !hired ? (
                <Button
                  variant={done ? 'ghost' : 'secondary'}
                  isDisabled={busy}
                  onPress={() => onMark(step, !done)}
                  aria-label={`${done ? 'Reabrir' : 'Marcar completado'}: ${step.nombre} de ${record.nombre}`}
                >
                  {done ? 'Reabrir' : 'Marcar completado'}
                </Button>
              ) : (
                <Badge tone={done ? 'success' : 'neutral'}>{step.completado}</Badge>
              )}
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-slate-600">
        Última actualización: {formatDateTime(record.ultimaActualizacion)}
      </p>
    </li>
  );
}
