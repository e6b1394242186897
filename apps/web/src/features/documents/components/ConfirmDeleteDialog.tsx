import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { documentMessages } from '@portal/shared/messages';
import { Button } from '@/components/ui/Button';

interface ConfirmDeleteDialogProps {
  isOpen: boolean;
  fileName: string;
  onCancel(): void;
  onConfirm(): void;
}

/** The delete confirmation of spec §2: its question, Eliminar and Cancelar. Focus stays inside. */
export function ConfirmDeleteDialog({ isOpen, fileName, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      isDismissable
      className="fixed inset-0 z-40 grid place-items-center bg-slate-900/50 p-4"
    >
      <Modal className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <Dialog role="alertdialog" className="outline-none">
          <Heading slot="title" className="text-lg font-bold text-slate-900">
            {documentMessages.deleteConfirm}
          </Heading>
          <p className="mt-2 break-words text-sm text-slate-600">{fileName}</p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={onCancel} autoFocus>
              Cancelar
            </Button>
            <Button variant="danger" onPress={onConfirm}>
              Eliminar
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
