import { useState } from 'react';
import type { Application } from '@portal/shared/applications/candidate';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useCancelInterview } from './api';

type Interview = NonNullable<Application['entrevista']>;

/**
 * The interview I booked, and, while it is still ahead, a way to say I cannot come: my place goes to
 * someone else (asked first, it cannot be taken back from here).
 */
export function InterviewBooking({
  applicationId,
  interview,
}: {
  applicationId: number;
  interview: Interview;
}) {
  const cancel = useCancelInterview();
  const { showAlert } = useAlerts();
  const [confirming, setConfirming] = useState(false);
  // Read once, on mount: whether the interview is still ahead.
  const [ahead] = useState(() => Date.parse(interview.fecha_hora) > Date.now());
  const when = formatDateTime(interview.fecha_hora);
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
      <p>
        Entrevista: <span className="first-letter:uppercase">{when}</span>, {interview.lugar}
      </p>
      {ahead && (
        <Button variant="ghost" className="text-emerald-900" onPress={() => setConfirming(true)}>
          No puedo asistir
        </Button>
      )}
      {confirming && (
        <ConfirmDialog
          title="¿Cancelar tu entrevista?"
          confirmLabel="Cancelar entrevista"
          cancelLabel="Mantenerla"
          isPending={cancel.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            cancel.mutate(applicationId, {
              onSuccess: (answer) => showAlert({ type: 'success', message: answer.message }),
              onError: (error) =>
                showAlert({
                  type: 'error',
                  message: apiErrorMessage(error, 'No pudimos cancelar la entrevista. Intenta de nuevo.'),
                }),
              onSettled: () => setConfirming(false),
            })
          }
        >
          Tu cupo del {when} quedará libre para otra persona. Tu postulación sigue activa.
        </ConfirmDialog>
      )}
    </div>
  );
}
