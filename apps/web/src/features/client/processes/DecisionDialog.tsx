import { useState } from 'react';
import { clientProcessMessages } from '@portal/shared/client-processes';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogActions } from '@/components/ui/Dialog';
import { TextAreaField } from '@/components/ui/TextAreaField';

interface DecisionDialogProps {
  decision: 'aprobado' | 'rechazado';
  names: string[];
  isPending: boolean;
  onCancel(): void;
  onConfirm(comment: string): void;
}

/** Confirms a decision on one or more candidates; a rejection needs the reason the agency will read. */
export function DecisionDialog({ decision, names, isPending, onCancel, onConfirm }: DecisionDialogProps) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rejecting = decision === 'rechazado';
  const who = names.length === 1 ? names[0] : `${names.length} candidatos`;
  return (
    <Dialog title={`¿${rejecting ? 'Rechazar' : 'Aprobar'} a ${who}?`} onClose={onCancel}>
      <form
        noValidate
        className="mt-3 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (rejecting && !comment.trim()) return setError(clientProcessMessages.commentRequired);
          onConfirm(comment.trim());
        }}
      >
        {names.length > 1 && <p className="text-sm text-slate-600">{names.join(', ')}</p>}
        <TextAreaField
          label={rejecting ? 'Motivo del rechazo' : 'Comentario (opcional)'}
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setError(null);
          }}
          error={error ? { message: error } : undefined}
        />
        <DialogActions>
          <Button variant="secondary" onPress={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" variant={rejecting ? 'danger' : 'primary'} isLoading={isPending}>
            {rejecting ? 'Rechazar' : 'Aprobar'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
