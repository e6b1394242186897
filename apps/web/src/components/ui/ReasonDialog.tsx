import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog, DialogActions } from './Dialog';
import { TextAreaField } from './TextAreaField';

export interface ReasonDialogProps {
  title: string;
  label: string;
  confirmLabel: string;
  /** When set, the reason is required and this is the message shown without one. */
  requiredMessage?: string;
  variant?: 'primary' | 'danger';
  isPending: boolean;
  children?: ReactNode;
  onCancel(): void;
  onConfirm(reason: string): void;
}

/** Confirms an action with a written reason (a rejection the other side will read), or an optional note. */
export function ReasonDialog({
  title,
  label,
  confirmLabel,
  requiredMessage,
  variant = 'primary',
  isPending,
  children,
  onCancel,
  onConfirm,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog title={title} onClose={onCancel}>
      <form
        noValidate
        className="mt-3 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (requiredMessage && !reason.trim()) return setError(requiredMessage);
          onConfirm(reason.trim());
        }}
      >
        {children}
        <TextAreaField
          label={label}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          error={error ? { message: error } : undefined}
        />
        <DialogActions>
          <Button variant="secondary" onPress={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" variant={variant} isLoading={isPending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
