import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffOrderLine } from '@portal/shared/orders/staff';
import { staffOrderMessages } from '@portal/shared/messages';
import { useAlerts } from '@/components/alerts/alerts-context';
import { ReasonDialog } from '@/components/ui/ReasonDialog';
import { apiErrorMessage } from '@/lib/api-client';
import { ordersKey, rejectOrderLine } from './api';

/** Turning a line down, with the reason the company reads; closes once done. */
export function RejectLineDialog({ line, onClose }: { line: StaffOrderLine; onClose(): void }) {
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const reject = useMutation({
    mutationFn: (motivo: string) => rejectOrderLine(line.id_proceso, motivo),
    onSuccess: async (answer) => {
      onClose();
      showAlert({ type: 'success', message: answer.message });
      await queryClient.invalidateQueries({ queryKey: ordersKey });
    },
    onError: (error) =>
      showAlert({
        type: 'error',
        message: apiErrorMessage(error, 'No pudimos completar la acción. Intenta de nuevo.'),
      }),
  });
  return (
    <ReasonDialog
      title={`¿Rechazar «${line.cargo}» de ${line.empresa}?`}
      label="Motivo (la empresa lo verá)"
      confirmLabel="Rechazar"
      requiredMessage={staffOrderMessages.reasonRequired}
      variant="danger"
      isPending={reject.isPending}
      onCancel={onClose}
      onConfirm={(motivo) => reject.mutate(motivo)}
    />
  );
}
