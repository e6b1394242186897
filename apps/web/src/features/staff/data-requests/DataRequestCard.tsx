import {
  DATA_REQUEST_LABELS,
  DATA_REQUEST_STATE_LABELS,
  type StaffDataRequest,
} from '@portal/shared/data-requests';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { formatDate } from '@/lib/format';

/** "Vence en 3 días hábiles", "Vence hoy", "Vencida hace 2 días hábiles", with a tone by urgency. */
export function dueLabel(daysLeft: number): { text: string; tone: BadgeTone } {
  if (daysLeft < 0) {
    const days = -daysLeft;
    return { text: `Vencida hace ${days} ${days === 1 ? 'día hábil' : 'días hábiles'}`, tone: 'danger' };
  }
  if (daysLeft === 0) return { text: 'Vence hoy', tone: 'danger' };
  const text = `Vence en ${daysLeft} ${daysLeft === 1 ? 'día hábil' : 'días hábiles'}`;
  return { text, tone: daysLeft <= 3 ? 'warning' : 'info' };
}

interface DataRequestCardProps {
  request: StaffDataRequest;
  onAnswer(): void;
  onExtend(): void;
}

/** One consulta or reclamo: who, what, the legal due date, and what the agency can do with it. */
export function DataRequestCard({ request, onAnswer, onExtend }: DataRequestCardProps) {
  const pending = request.estado === 'pendiente';
  const due = dueLabel(request.dias_habiles_restantes);
  return (
    <li className="space-y-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto font-semibold text-slate-900">
          {request.candidato}{' '}
          <span className="font-normal text-slate-600">· CC {request.numero_documento}</span>
        </p>
        {pending ? (
          <Badge tone={due.tone}>{due.text}</Badge>
        ) : (
          <Badge tone="neutral">{DATA_REQUEST_STATE_LABELS[request.estado]}</Badge>
        )}
      </div>
      <p className="text-sm font-medium text-brand-900">{DATA_REQUEST_LABELS[request.tipo]}</p>
      <p className="text-sm break-words text-slate-700">«{request.detalle}»</p>
      <p className="text-xs text-slate-600">
        Recibida el {formatDate(request.radicada_en)} · vence el {formatDate(request.vence_el)}
        {request.prorrogada && ' (prorrogada)'}
        {request.fue_contratado && ' · fue contratado por la agencia'}
      </p>
      {request.respuesta && (
        <p className="text-sm text-slate-700">
          Respuesta{request.respondida_por ? ` de ${request.respondida_por}` : ''}: {request.respuesta}
        </p>
      )}
      {pending && (
        <div className="flex flex-wrap gap-2 pt-1">
          <Button onPress={onAnswer} aria-label={`Responder a ${request.candidato}`}>
            Responder
          </Button>
          {!request.prorrogada && (
            <Button
              variant="secondary"
              onPress={onExtend}
              aria-label={`Prorrogar el plazo de ${request.candidato}`}
            >
              Prorrogar plazo
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
