import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ORDER_FILTERS, type StaffOrderLine } from '@portal/shared/orders/staff';
import { staffOrderMessages } from '@portal/shared/messages';
import { useAlerts } from '@/components/alerts/alerts-context';
import { PageLoader } from '@/components/layout/PageLoader';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormAlert } from '@/components/ui/FormAlert';
import { LinkButton } from '@/components/ui/LinkButton';
import { ReasonDialog } from '@/components/ui/ReasonDialog';
import { SelectField } from '@/components/ui/SelectField';
import { apiErrorMessage } from '@/lib/api-client';
import { formatCop, formatDate, formatDateTime } from '@/lib/format';
import { useUrlFilters } from '@/lib/use-url-filters';
import { orderLinesQuery, ordersKey, rejectOrderLine } from './api';

const filterLabels: Record<(typeof ORDER_FILTERS)[number], string> = {
  pendiente: 'Por atender',
  aceptada: 'Con vacante abierta',
  rechazada: 'Rechazadas',
  todas: 'Todas',
};
const stateBadges: Record<StaffOrderLine['estado'], [BadgeTone, string]> = {
  pendiente: ['warning', 'Por atender'],
  aceptada: ['success', 'Vacante abierta'],
  rechazada: ['danger', 'Rechazada'],
};

const messageOf = (error: unknown) =>
  apiErrorMessage(error, 'No pudimos completar la acción. Intenta de nuevo.');

function OrderLineCard({ line, onReject }: { line: StaffOrderLine; onReject(): void }) {
  const { pedido } = line;
  const [tone, label] = stateBadges[line.estado];
  return (
    <li className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs text-slate-600">
            Orden N.º {line.id_orden} · {formatDateTime(line.fecha)}
          </p>
          <h2 className="text-lg font-bold text-slate-900">{line.cargo}</h2>
          <p className="text-sm text-slate-700">
            {line.empresa}
            {line.categoria ? ` · ${line.categoria}` : ''}
          </p>
        </div>
        <Badge tone={tone}>{label}</Badge>
      </div>
      <p className="text-sm text-slate-800">
        {pedido.quantity} {pedido.quantity === 1 ? 'persona' : 'personas'} · {formatCop(pedido.customSalary)}{' '}
        · {pedido.workType}
        {pedido.schedule ? ` (${pedido.schedule})` : ''} · {pedido.nombre_ciudad}, {pedido.location} · desde{' '}
        {formatDate(pedido.startDate)} · experiencia {pedido.experienceLevel}
      </p>
      {pedido.selectedSkills.length > 0 && (
        <p className="text-sm text-slate-600">Habilidades: {pedido.selectedSkills.join(', ')}</p>
      )}
      {pedido.jobDescription && <p className="text-sm text-slate-600">{pedido.jobDescription}</p>}
      {line.estado === 'rechazada' && <p className="text-sm text-red-800">Motivo: {line.motivo_rechazo}</p>}
      <div className="flex flex-wrap gap-2">
        {line.estado === 'pendiente' && (
          <>
            <LinkButton to={`/dashboard/vacantes/nueva?orden=${line.id_proceso}`}>Abrir vacante</LinkButton>
            <Button variant="secondary" onPress={onReject}>
              Rechazar
            </Button>
          </>
        )}
        {line.id_vacante !== null && (
          <Link
            to={`/dashboard/vacantes/${line.id_vacante}`}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
          >
            Ver la vacante y su proceso
          </Link>
        )}
      </div>
    </li>
  );
}

/**
 * `/dashboard/ordenes`: the companies' service orders, one line per position. Staff open the vacancy
 * prefilled from a line, or turn the line down with a reason the company reads.
 */
export function OrdersScreen() {
  const { params, change } = useUrlFilters();
  const estado = (ORDER_FILTERS as readonly string[]).includes(params.get('estado') ?? '')
    ? params.get('estado')!
    : 'pendiente';
  const lines = useQuery(orderLinesQuery(estado));
  const [rejecting, setRejecting] = useState<StaffOrderLine | null>(null);
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const reject = useMutation({
    mutationFn: ({ id, motivo }: { id: number; motivo: string }) => rejectOrderLine(id, motivo),
    onSuccess: async (answer) => {
      setRejecting(null);
      showAlert({ type: 'success', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: ordersKey });
    },
    onError: (error) => showAlert({ type: 'error', message: messageOf(error) }),
  });

  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Órdenes de las empresas</h1>
        <p className="text-sm text-slate-600">
          Cada cargo pedido es un proceso: abre su vacante (queda prellenada) o recházalo con un motivo.
        </p>
      </div>
      <SelectField
        label="Estado"
        className="max-w-xs"
        value={estado}
        onChange={(event) => change('estado', event.target.value)}
        options={ORDER_FILTERS.map((value) => ({ value, label: filterLabels[value] }))}
      />
      {lines.isPending ? (
        <PageLoader label="Cargando órdenes..." />
      ) : lines.error ? (
        <FormAlert tone="error">{messageOf(lines.error)}</FormAlert>
      ) : lines.data.length === 0 ? (
        <EmptyState title="No hay órdenes en este estado." />
      ) : (
        <ul className="space-y-3">
          {lines.data.map((line) => (
            <OrderLineCard key={line.id_proceso} line={line} onReject={() => setRejecting(line)} />
          ))}
        </ul>
      )}
      {rejecting && (
        <ReasonDialog
          title={`¿Rechazar «${rejecting.cargo}» de ${rejecting.empresa}?`}
          label="Motivo (la empresa lo verá)"
          confirmLabel="Rechazar"
          requiredMessage={staffOrderMessages.reasonRequired}
          variant="danger"
          isPending={reject.isPending}
          onCancel={() => setRejecting(null)}
          onConfirm={(motivo) => reject.mutate({ id: rejecting.id_proceso, motivo })}
        />
      )}
    </section>
  );
}
