import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { cartCountLabel, type CartItem } from '@portal/shared/orders/client';
import { orderMessages } from '@portal/shared/messages';
import { CART_ALERT_DURATION_MS } from '@portal/shared/constants';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogActions } from '@/components/ui/Dialog';
import { apiErrorMessage } from '@/lib/api-client';
import { formatCop, formatDate } from '@/lib/format';
import { cartKey, cartQuery, removeFromCart, submitOrder } from './api';

const messageOf = (error: unknown) =>
  apiErrorMessage(error, 'No pudimos completar la acción. Intenta de nuevo.');

function CartLine({ item, onRemove, busy }: { item: CartItem; onRemove(): void; busy: boolean }) {
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">{item.name}</p>
        <p className="text-slate-600">{item.category}</p>
        <p className="text-slate-800">
          {formatCop(item.customSalary)} · {item.quantity} {item.quantity === 1 ? 'persona' : 'personas'} ·{' '}
          {item.workType}
        </p>
        <p className="text-slate-600">
          {item.nombre_ciudad} · desde {formatDate(item.startDate)}
        </p>
      </div>
      <Button variant="ghost" onPress={onRemove} isDisabled={busy} aria-label={`Quitar ${item.name}`}>
        Quitar
      </Button>
    </li>
  );
}

/**
 * The cart button with its two-digit count (spec §2), and the panel 'Ordenes de cargos' (spec §2, §8)
 * where items are removed and the order is sent to the agency.
 */
export function CartButton() {
  const cart = useQuery(cartQuery);
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const remove = useMutation({
    mutationFn: removeFromCart,
    onSuccess: (answer) => queryClient.setQueryData(cartKey, answer.cart),
    onError: (error) =>
      showAlert({ type: 'error', message: messageOf(error), durationMs: CART_ALERT_DURATION_MS }),
  });
  const send = useMutation({
    mutationFn: submitOrder,
    onSuccess: async (answer) => {
      setOpen(false);
      showAlert({ type: 'success', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: ['client'] });
      void navigate('/order/procesos');
    },
    onError: async (error) => {
      showAlert({ type: 'error', message: messageOf(error) });
      await queryClient.invalidateQueries({ queryKey: cartKey });
    },
  });
  const items = cart.data?.items ?? [];

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Carrito: ${items.length === 1 ? '1 cargo' : `${items.length} cargos`}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none stroke-current stroke-2">
          <path d="M3 4h2l2.4 11h10.2L20 7H6.2" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="9" cy="19" r="1.5" />
          <circle cx="17" cy="19" r="1.5" />
        </svg>
        <span className="tabular-nums">{cartCountLabel(items.length)}</span>
      </button>
      {open && (
        <Dialog title="Ordenes de cargos" onClose={() => setOpen(false)} size="lg">
          {items.length === 0 ? (
            <p className="mt-4 text-sm text-slate-700">{orderMessages.emptyCart}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200">
              {items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  busy={remove.isPending}
                  onRemove={() => remove.mutate(item.id)}
                />
              ))}
            </ul>
          )}
          <DialogActions>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Cerrar Carrito
            </Button>
            {items.length > 0 && (
              <Button isLoading={send.isPending} onPress={() => send.mutate()}>
                Enviar orden a la agencia
              </Button>
            )}
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
