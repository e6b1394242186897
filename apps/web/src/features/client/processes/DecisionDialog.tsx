import { clientProcessMessages } from '@portal/shared/messages';
import { ReasonDialog } from '@/components/ui/ReasonDialog';

interface DecisionDialogProps {
  decision: 'aprobado' | 'rechazado';
  names: string[];
  isPending: boolean;
  onCancel(): void;
  onConfirm(comment: string): void;
}

/** Confirms a decision on one or more candidates; a rejection needs the reason the agency will read. */
export function DecisionDialog({ decision, names, isPending, onCancel, onConfirm }: DecisionDialogProps) {
  const rejecting = decision === 'rechazado';
  const who = names.length === 1 ? names[0] : `${names.length} candidatos`;
  return (
    <ReasonDialog
      title={`¿${rejecting ? 'Rechazar' : 'Aprobar'} a ${who}?`}
      label={rejecting ? 'Motivo del rechazo' : 'Comentario (opcional)'}
      confirmLabel={rejecting ? 'Rechazar' : 'Aprobar'}
      requiredMessage={rejecting ? clientProcessMessages.commentRequired : undefined}
      variant={rejecting ? 'danger' : 'primary'}
      isPending={isPending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {names.length > 1 && <p className="text-sm text-slate-600">{names.join(', ')}</p>}
      <p className="text-sm text-slate-700">{clientProcessMessages.commentAudience}</p>
    </ReasonDialog>
  );
}
