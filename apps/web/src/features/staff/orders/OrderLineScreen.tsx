import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/layout/PageLoader';
import { FormAlert } from '@/components/ui/FormAlert';
import { apiErrorMessage } from '@/lib/api-client';
import { orderLineQuery } from './api';
import { OrderLineCard } from './OrderLineCard';
import { RejectLineDialog } from './RejectLineDialog';

/** `/dashboard/ordenes/:id`: one ordered position and its conversation with the company. */
export function OrderLineScreen({
  renderConversation,
}: {
  /** The conversation of the line (composed in app/routes: features do not import each other). */
  renderConversation(processId: number, focus: boolean): ReactNode;
}) {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const line = useQuery(orderLineQuery(id));
  const [rejecting, setRejecting] = useState(false);
  return (
    <section className="space-y-5">
      <Link to="/dashboard/ordenes" className="text-sm font-semibold text-brand-800 underline">
        ← Volver a las órdenes
      </Link>
      <h1 className="text-2xl font-bold text-brand-900">Cargo de una orden</h1>
      {line.isPending ? (
        <PageLoader label="Cargando el cargo..." />
      ) : line.error ? (
        <FormAlert tone="error">{apiErrorMessage(line.error, 'No pudimos cargar el cargo.')}</FormAlert>
      ) : (
        <>
          <ul>
            <OrderLineCard line={line.data} onReject={() => setRejecting(true)} />
          </ul>
          {renderConversation(id, params.has('conversacion'))}
          {rejecting && <RejectLineDialog line={line.data} onClose={() => setRejecting(false)} />}
        </>
      )}
    </section>
  );
}
