import { useState } from 'react';
import type { Application } from '@portal/shared/applications/candidate';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { SlotChoiceDialog } from '@/components/ui/SlotChoiceDialog';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useCancelInterview, useInterviewSlots, useMoveInterview } from './api';

type Interview = NonNullable<Application['entrevista']>;

/**
 * The interview I booked, and, while it is still ahead, a way to move it to another slot of the
 * vacancy or to say I cannot come: my place goes to someone else (asked first).
 */
export function InterviewBooking({
  applicationId,
  vacancyId,
  interview,
}: {
  applicationId: number;
  vacancyId: number;
  interview: Interview;
}) {
  const cancel = useCancelInterview();
  const move = useMoveInterview();
  const { showAlert } = useAlerts();
  const [confirming, setConfirming] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const slots = useInterviewSlots(vacancyId, choosing);
  const failed = (fallback: string) => (error: unknown) =>
    showAlert({ type: 'error', message: apiErrorMessage(error, fallback) });
  // Read once, on mount: whether the interview is still ahead.
  const [ahead] = useState(() => Date.parse(interview.fecha_hora) > Date.now());
  const when = formatDateTime(interview.fecha_hora);
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
      <p>
        Entrevista: <span className="first-letter:uppercase">{when}</span>, {interview.lugar}
      </p>
      {ahead && (
        <span className="flex flex-wrap gap-1">
          <Button variant="ghost" className="text-emerald-900" onPress={() => setChoosing(true)}>
            Cambiar horario
          </Button>
          <Button variant="ghost" className="text-emerald-900" onPress={() => setConfirming(true)}>
            No puedo asistir
          </Button>
        </span>
      )}
      {choosing && (
        <SlotChoiceDialog
          title="Elige otro horario para tu entrevista"
          slots={slots.data ?? []}
          currentId={interview.id_espacio_agendamiento}
          confirmLabel="Cambiar horario"
          isPending={move.isPending || slots.isPending}
          onCancel={() => setChoosing(false)}
          onConfirm={(slotId) =>
            move.mutate(
              { id: applicationId, slotId, vacancyId },
              {
                onSuccess: (answer) => showAlert({ type: 'success', message: answer.message }),
                onError: failed('No pudimos cambiar el horario. Intenta de nuevo.'),
                onSettled: () => setChoosing(false),
              },
            )
          }
        />
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
              onError: failed('No pudimos cancelar la entrevista. Intenta de nuevo.'),
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
