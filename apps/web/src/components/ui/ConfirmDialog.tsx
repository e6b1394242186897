import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog, DialogActions } from './Dialog';

export interface ConfirmDialogProps {
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` for what cannot be undone from here (delete, deactivate, discard). */
  tone?: 'danger' | 'primary';
  isPending?: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Asks before an action happens. Focus starts on Cancelar, so Enter never confirms by accident. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  tone = 'danger',
  isPending = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog role="alertdialog" title={title} onClose={onCancel}>
      {children && <div className="mt-2 break-words text-sm text-slate-600">{children}</div>}
      <DialogActions>
        <Button variant="secondary" onPress={onCancel} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant={tone} isLoading={isPending} onPress={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
