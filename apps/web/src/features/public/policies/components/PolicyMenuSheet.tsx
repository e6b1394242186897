import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '@/components/ui/Button';

/**
 * The policy list as a modal sheet, loaded the first time 'Menú' is pressed (decision 0039).
 * react-aria keeps focus inside, closes on Escape or a tap outside, and gives focus back to the button.
 * The page hands in what it shows, so this chunk imports nothing of the page's own.
 */
export default function PolicyMenuSheet({
  onClose,
  closeIcon,
  children,
}: {
  onClose: () => void;
  closeIcon: ReactNode;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px] transition-opacity duration-150 starting:opacity-0"
    >
      <Modal className="fixed inset-x-0 top-0 rounded-b-2xl bg-white shadow-xl transition-transform duration-200 starting:-translate-y-full">
        <Dialog className="px-4 pt-4 pb-6 outline-none">
          <div className="mb-3 flex items-center justify-between gap-4">
            <Heading slot="title" className="text-base font-bold text-brand-900">
              Políticas y términos
            </Heading>
            <Button variant="ghost" onPress={onClose}>
              {closeIcon}
              Cerrar
            </Button>
          </div>
          <nav aria-label="Políticas">{children}</nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
