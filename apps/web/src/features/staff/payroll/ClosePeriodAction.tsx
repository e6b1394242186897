import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { payrollMessages as messages } from '@portal/shared/timesheets/payroll';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { apiErrorMessage } from '@/lib/api-client';
import { closePeriod, payrollKey } from './api';
import { type Period, periodTitle } from './periods';

interface ClosePeriodActionProps {
  period: Period;
  /** Why it cannot close yet, shown under the disabled button; null when it can. */
  blocker: string | null;
  /** Called once it closed and the period reloaded. */
  onClosed(): void;
  /** Other actions, in the same row (the reason goes under them all). */
  children?: ReactNode;
}

/** «Cerrar periodo», asked for again in a dialog; the API's Spanish reason when it refuses. */
export function ClosePeriodAction({ period, blocker, onClosed, children }: ClosePeriodActionProps) {
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  /** Closes the dialog and reloads the period (a refusal may mean a week was returned meanwhile). */
  const settle = () => {
    setConfirming(false);
    return queryClient.invalidateQueries({ queryKey: payrollKey });
  };
  const close = useMutation({
    mutationFn: () => closePeriod(period),
    onSuccess: async (answer) => {
      showAlert({ type: 'success', message: answer.message });
      await settle();
      // This button is gone by now: focus goes to the period, which says it is closed.
      onClosed();
    },
    onError: async (error) => {
      showAlert({ type: 'error', message: apiErrorMessage(error, 'No pudimos cerrar el periodo.') });
      await settle();
    },
  });
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-3">
        <Button
          isDisabled={blocker !== null}
          aria-describedby={blocker ? reasonId : undefined}
          onPress={() => setConfirming(true)}
        >
          {messages.close}
        </Button>
        {children}
      </div>
      {blocker && (
        <p id={reasonId} className="text-sm text-slate-600">
          {blocker}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={messages.closeConfirmTitle}
          confirmLabel={messages.close}
          tone="primary"
          isPending={close.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => close.mutate()}
        >
          <p className="font-semibold text-slate-900">{periodTitle(period)}</p>
          <p className="mt-1">{messages.closeConfirmBody}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
