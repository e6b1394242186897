import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CartItem } from '@portal/shared/orders/client';
import { orderMessages } from '@portal/shared/messages';
import { CART_ALERT_DURATION_MS } from '@portal/shared/constants';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogActions } from '@/components/ui/Dialog';
import { apiErrorMessage } from '@/lib/api-client';
import { formatCop, formatDate } from '@/lib/format';
import { cartKey, removeFromCart, submitOrder } from './api';

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
 * The panel 'Ordenes de cargos' (spec §2, §8): items are removed and the order is sent to the agency.
 * It loads when the cart button opens it (decision 0073).
 */
export function CartDialog({ items, onClose }: { items: CartItem[]; onClose(): void }) {
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
      onClose();
      showAlert({ type: 'success', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: ['client'] });
      void navigate('/order/procesos');
    },
    onError: async (error) => {
      showAlert({ type: 'error', message: messageOf(error) });
      await queryClient.invalidateQueries({ queryKey: cartKey });
    },
  });

  return (
    <Dialog title="Ordenes de cargos" onClose={onClose} size="lg">
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
        <Button variant="secondary" onPress={onClose}>
          Cerrar Carrito
        </Button>
        {items.length > 0 && (
          <Button isLoading={send.isPending} onPress={() => send.mutate()}>
            Enviar orden a la agencia
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
