import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientDataMessages, staffUserMessages } from '@portal/shared/messages';
import type { StaffUser } from '@portal/shared/users/staff';
import { useAlerts } from '@/components/alerts/alerts-context';
import { ApiError } from '@/lib/api-client';
import { deleteUser, reactivateUser, resendInvitation } from './api';

export const fullName = (user: StaffUser) => `${user.primer_nombre} ${user.primer_apellido}`;

/** "<what failed>: <the server's reason>", or what to do when no answer came. */
export const failureText = (failure: string, error: unknown) =>
  error instanceof ApiError
    ? `${failure}: ${error.message}`
    : `${failure}. Revisa tu conexión e intenta de nuevo.`;

/** One row action: its call, then the list again and an alert that names what happened. */
function useRowAction(call: (user: StaffUser) => Promise<string>, failure: string, onDone: () => void) {
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  return useMutation({
    mutationFn: call,
    onSuccess: async (message) => {
      showAlert({ type: 'success', message });
      onDone();
      await queryClient.invalidateQueries({ queryKey: ['staff', 'users'] });
    },
    onError: (error) => showAlert({ type: 'error', message: failureText(failure, error) }),
  });
}

/** Deactivate, reactivate and resend an invitation, each with its own success and failure text. */
export function useRowActions(onDone: () => void) {
  return {
    deactivate: useRowAction(
      async (user) => {
        // The spec's success text (§8); its failure text says delete, ours says deactivate.
        await deleteUser(user.id_usuario);
        return clientDataMessages.deleteUserSuccess;
      },
      staffUserMessages.deactivateError,
      onDone,
    ),
    reactivate: useRowAction(
      async (user) => (await reactivateUser(user.id_usuario)).message,
      staffUserMessages.reactivateError,
      onDone,
    ),
    resend: useRowAction(
      async (user) => (await resendInvitation(user.id_usuario)).message,
      staffUserMessages.resendError,
      onDone,
    ),
  };
}
