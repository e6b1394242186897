import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DATA_REQUEST_STATE_LABELS,
  DATA_REQUEST_STATES,
  type StaffDataRequest,
} from '@portal/shared/data-requests';
import { dataRequestMessages } from '@portal/shared/messages';
import { useAlerts } from '@/components/alerts/alerts-context';
import { PageLoader } from '@/components/layout/PageLoader';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { ReasonDialog } from '@/components/ui/ReasonDialog';
import { SelectField } from '@/components/ui/SelectField';
import { apiErrorMessage } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/use-url-filters';
import { AnswerDialog } from './AnswerDialog';
import { dataRequestQueueKey, dataRequestQueueQuery, extendDataRequest } from './api';
import { DataRequestCard } from './DataRequestCard';

const messageOf = (error: unknown) =>
  apiErrorMessage(error, 'No pudimos guardar el cambio. Intenta de nuevo.');
const filters = DATA_REQUEST_STATES.map((value) => ({ value, label: DATA_REQUEST_STATE_LABELS[value] }));

/** `/dashboard/solicitudes-datos`: consultas and reclamos of data subjects, the most urgent first. */
export function DataRequestsScreen() {
  const { params, change } = useUrlFilters();
  const estado = DATA_REQUEST_STATES.find((value) => value === params.get('estado')) ?? 'pendiente';
  const requests = useQuery(dataRequestQueueQuery(estado));
  const [answering, setAnswering] = useState<StaffDataRequest | null>(null);
  const [extending, setExtending] = useState<StaffDataRequest | null>(null);
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const done = async (message: string) => {
    setAnswering(null);
    setExtending(null);
    showAlert({ type: 'success', message });
    await queryClient.invalidateQueries({ queryKey: dataRequestQueueKey });
  };
  const extend = useMutation({
    mutationFn: ({ id, motivo }: { id: number; motivo: string }) => extendDataRequest(id, motivo),
    onSuccess: (answer) => done(answer.message),
    onError: (error) => showAlert({ type: 'error', message: messageOf(error) }),
  });

  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Solicitudes sobre datos personales</h1>
        <p className="text-sm text-slate-600">
          Consultas (10 días hábiles) y reclamos (15 días hábiles) de la Ley 1581 de 2012, la más urgente
          primero. La respuesta le llega al titular por correo.
        </p>
      </div>
      <SelectField
        label="Estado"
        value={estado}
        onChange={(event) => change('estado', event.target.value)}
        options={filters}
      />
      {requests.isPending ? (
        <PageLoader label="Cargando solicitudes..." />
      ) : requests.isError ? (
        <LoadError
          title={dataRequestMessages.loadError}
          onRetry={() => void requests.refetch()}
          isRetrying={requests.isFetching}
        />
      ) : requests.data.length === 0 ? (
        <EmptyState title="No hay solicitudes en este estado." />
      ) : (
        <ul className="space-y-3">
          {requests.data.map((request) => (
            <DataRequestCard
              key={request.id}
              request={request}
              onAnswer={() => setAnswering(request)}
              onExtend={() => setExtending(request)}
            />
          ))}
        </ul>
      )}
      {answering && <AnswerDialog request={answering} onClose={() => setAnswering(null)} onDone={done} />}
      {extending && (
        <ReasonDialog
          title={`Prorrogar el plazo de ${extending.candidato}`}
          label="Motivo de la demora (se le envía al titular)"
          confirmLabel="Prorrogar plazo"
          requiredMessage="Escribe el motivo de la demora; la ley pide informarlo."
          isPending={extend.isPending}
          onCancel={() => setExtending(null)}
          onConfirm={(motivo) => extend.mutate({ id: extending.id, motivo })}
        />
      )}
    </section>
  );
}
