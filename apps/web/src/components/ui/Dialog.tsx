import type { ReactNode } from 'react';
import { Heading, Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button';

export interface DialogProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** `alertdialog` for confirmations: screen readers announce it as needing an answer. */
  role?: 'dialog' | 'alertdialog';
  size?: 'md' | 'lg';
}

const widths = { md: 'max-w-md', lg: 'max-w-lg' };

/**
 * A modal that keeps focus inside, closes with Escape or a click outside, and gives focus back to
 * what opened it. The title is its accessible name. Rendered only while open.
 */
export function Dialog({ title, onClose, children, role = 'dialog', size = 'md' }: DialogProps) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-40 grid grid-cols-1 place-items-center overflow-y-auto bg-slate-900/50 p-4"
    >
      <Modal className={`w-full ${widths[size]} rounded-2xl bg-white p-6 shadow-xl`}>
        <AriaDialog role={role} className="outline-none">
          <Heading slot="title" className="text-lg font-bold text-slate-900">
            {title}
          </Heading>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The dialog's buttons: stacked with the main action on top on phones, in a row on wide screens. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

/** A form dialog's two buttons: Cancelar, and the submit that says what it does (busy while sending). */
export function FormDialogActions({
  onCancel,
  submitLabel,
  isSubmitting,
  variant = 'primary',
}: {
  onCancel(): void;
  submitLabel: ReactNode;
  isSubmitting: boolean;
  variant?: 'primary' | 'danger';
}) {
  return (
    <DialogActions>
      <Button variant="secondary" onPress={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" variant={variant} isLoading={isSubmitting}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
