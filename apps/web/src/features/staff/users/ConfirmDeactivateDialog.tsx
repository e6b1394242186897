import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { StaffUser } from '@portal/shared/staff';
import { Button } from '@/components/ui/Button';

interface Props {
  user: StaffUser;
  isPending: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Deactivation keeps the history and closes the user's sessions; the dialog says so before it happens. */
export function ConfirmDeactivateDialog({ user, isPending, onCancel, onConfirm }: Props) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onCancel()}
      className="fixed inset-0 z-40 grid place-items-center bg-slate-900/50 p-4"
    >
      <Modal className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <Dialog role="alertdialog" className="outline-none">
          <Heading slot="title" className="text-lg font-bold text-slate-900">
            ¿Desactivar a {user.primer_nombre} {user.primer_apellido}?
          </Heading>
          <p className="mt-2 break-words text-sm text-slate-600">
            {user.correo} no podrá iniciar sesión y sus sesiones abiertas se cerrarán. Su historial se
            conserva.
          </p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={onCancel} autoFocus>
              Cancelar
            </Button>
            <Button variant="danger" isLoading={isPending} onPress={onConfirm}>
              Desactivar
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
