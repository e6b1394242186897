import { timesheetMessages as messages } from '@portal/shared/timesheets/timesheet';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ReasonDialog } from '@/components/ui/ReasonDialog';

interface ReviewDialogProps {
  decision: 'aprobar' | 'devolver';
  names: string[];
  isPending: boolean;
  onCancel(): void;
  onConfirm(comment?: string): void;
}

/** Confirms the company's decision on one or more workers' week; a return needs what to correct. */
export function ReviewDialog({ decision, names, isPending, onCancel, onConfirm }: ReviewDialogProps) {
  const who = names.length === 1 ? names[0]! : `${names.length} trabajadores`;
  const list = names.length > 1 && <p className="text-sm text-slate-600">{names.join(', ')}</p>;
  if (decision === 'aprobar')
    return (
      <ConfirmDialog
        title={messages.approveTitle(who)}
        confirmLabel="Aprobar"
        tone="primary"
        isPending={isPending}
        onCancel={onCancel}
        onConfirm={() => onConfirm()}
      >
        {list}
        <p>{messages.approveBody}</p>
      </ConfirmDialog>
    );
  return (
    <ReasonDialog
      title={messages.returnTitle(who)}
      label={messages.returnLabel}
      confirmLabel="Devolver"
      requiredMessage={messages.commentRequired}
      isPending={isPending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {list}
      <p className="text-sm text-slate-700">{messages.returnAudience}</p>
    </ReasonDialog>
  );
}
