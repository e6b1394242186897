import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ORDER_FILTERS, type StaffOrderLine } from '@portal/shared/orders/staff';
import { PageLoader } from '@/components/layout/PageLoader';
import { ExportMenu } from '@/components/spreadsheet/ExportMenu';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { apiErrorMessage } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/use-url-filters';
import { exportOrderLines, orderLinesQuery } from './api';
import { OrderLineCard } from './OrderLineCard';
import { RejectLineDialog } from './RejectLineDialog';

const filterLabels: Record<(typeof ORDER_FILTERS)[number], string> = {
  pendiente: 'Por atender',
  aceptada: 'Con vacante abierta',
  rechazada: 'Rechazadas',
  todas: 'Todas',
};

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

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">Órdenes de las empresas</h1>
          <p className="text-sm text-slate-600">
            Cada cargo pedido es un proceso: abre su vacante (queda prellenada) o recházalo con un motivo.
          </p>
        </div>
        <ExportMenu what="órdenes" onExport={(formato) => exportOrderLines(estado, formato)} />
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
        <FormAlert tone="error">
          {apiErrorMessage(lines.error, 'No pudimos completar la acción. Intenta de nuevo.')}
        </FormAlert>
      ) : lines.data.length === 0 ? (
        <EmptyState title="No hay órdenes en este estado." />
      ) : (
        <ul className="space-y-3">
          {lines.data.map((line) => (
            <OrderLineCard
              key={line.id_proceso}
              line={line}
              showConversationLink
              onReject={() => setRejecting(line)}
            />
          ))}
        </ul>
      )}
      {rejecting && <RejectLineDialog line={rejecting} onClose={() => setRejecting(null)} />}
    </section>
  );
}
