import {
  DATA_REQUEST_LABELS,
  DATA_REQUEST_STATE_LABELS,
  type CandidateDataRequest,
} from '@portal/shared/data-requests';
import { dataRequestMessages } from '@portal/shared/messages';
import { Badge } from '@/components/ui/Badge';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { formatDate } from '@/lib/format';
import { useMyDataRequests } from './api';

const tones = { pendiente: 'info', atendida: 'success', denegada: 'neutral' } as const;

function RequestItem({ request }: { request: CandidateDataRequest }) {
  return (
    <li className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
        {DATA_REQUEST_LABELS[request.tipo]}
        <Badge tone={tones[request.estado]}>{DATA_REQUEST_STATE_LABELS[request.estado]}</Badge>
      </p>
      <p className="text-slate-600">
        Enviada el {formatDate(request.radicada_en)}
        {request.estado === 'pendiente' && (
          <> · Te respondemos a más tardar el {formatDate(request.vence_el)}</>
        )}
      </p>
      {request.prorrogada && request.estado === 'pendiente' && request.motivo_prorroga && (
        <p className="text-slate-600">Plazo ampliado: {request.motivo_prorroga}</p>
      )}
      {request.respuesta && <p className="text-slate-800">Respuesta: {request.respuesta}</p>}
    </li>
  );
}

/** My consultas and reclamos with where each stands. */
export function DataRequestList() {
  const requests = useMyDataRequests();
  if (requests.isPending) return <Spinner className="size-6 text-brand-700" />;
  if (requests.isError) {
    return (
      <LoadError
        title={dataRequestMessages.loadError}
        onRetry={() => void requests.refetch()}
        isRetrying={requests.isFetching}
      />
    );
  }
  if (requests.data.length === 0)
    return <p className="text-sm text-slate-600">Aún no has enviado solicitudes.</p>;
  return (
    <ol className="space-y-3" aria-label="Mis solicitudes">
      {requests.data.map((request) => (
        <RequestItem key={request.id} request={request} />
      ))}
    </ol>
  );
}
