import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  attendanceLabels,
  type InterviewAttendance,
  type PipelineEntry,
} from '@portal/shared/applications/pipeline';
import { FINAL_APPLICATION_STATES } from '@portal/shared/vacancies/constants';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { SlotChoiceDialog, type SlotChoice } from '@/components/ui/SlotChoiceDialog';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { cancelInterview, markAttendance, moveInterview } from './pipeline-api';

interface InterviewControlsProps {
  entry: PipelineEntry;
  /** The vacancy's slots with their free places. */
  slots: SlotChoice[];
  onChanged(): void;
}

/**
 * A candidate's interview in the pipeline: book or move it to another slot and cancel it while it is
 * ahead; once its time came, mark whether they came.
 */
export function InterviewControls({ entry, slots, onChanged }: InterviewControlsProps) {
  const { showAlert } = useAlerts();
  const [dialog, setDialog] = useState<'move' | 'cancel' | null>(null);
  const [now] = useState(() => Date.now());
  const interview = entry.entrevista;
  const ahead = interview !== null && Date.parse(interview.fecha_hora) > now;
  const closed = (FINAL_APPLICATION_STATES as readonly string[]).includes(entry.estado);
  const done = {
    onSuccess: (answer: { message: string }) => {
      setDialog(null);
      showAlert({ type: 'success', message: answer.message });
      onChanged();
    },
    onError: (error: unknown) =>
      showAlert({ type: 'error', message: apiErrorMessage(error, 'No pudimos completar la acción.') }),
  };
  const move = useMutation({
    mutationFn: (slotId: number) => moveInterview(entry.id_postulacion, slotId),
    ...done,
  });
  const cancel = useMutation({ mutationFn: () => cancelInterview(entry.id_postulacion), ...done });
  const mark = useMutation({
    mutationFn: (asistencia: InterviewAttendance) => markAttendance(entry.id_postulacion, asistencia),
    ...done,
  });
  if (!interview && (closed || slots.length === 0)) return null;
  const when = interview && formatDateTime(interview.fecha_hora);
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800">
      {interview ? (
        <p>
          Entrevista: <span className="first-letter:uppercase">{when}</span>, {interview.lugar}
          {interview.asistencia && (
            <span
              className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold ${
                interview.asistencia === 'asistio'
                  ? 'bg-emerald-50 text-emerald-800'
                  : 'bg-red-50 text-red-800'
              }`}
            >
              {attendanceLabels[interview.asistencia]}
            </span>
          )}
        </p>
      ) : (
        <p className="text-slate-600">Sin entrevista agendada</p>
      )}
      {!closed && (!interview || ahead) && (
        <Button
          variant="ghost"
          aria-label={`${interview ? 'Cambiar horario' : 'Agendar entrevista'} de ${entry.nombre}`}
          onPress={() => setDialog('move')}
        >
          {interview ? 'Cambiar horario' : 'Agendar entrevista'}
        </Button>
      )}
      {ahead && (
        <Button
          variant="ghost"
          aria-label={`Cancelar entrevista de ${entry.nombre}`}
          onPress={() => setDialog('cancel')}
        >
          Cancelar entrevista
        </Button>
      )}
      {interview && !ahead && !interview.asistencia && (
        <>
          <Button
            variant="secondary"
            aria-label={`Asistió: ${entry.nombre}`}
            isLoading={mark.isPending && mark.variables === 'asistio'}
            onPress={() => mark.mutate('asistio')}
          >
            Asistió
          </Button>
          <Button
            variant="secondary"
            aria-label={`No asistió: ${entry.nombre}`}
            isLoading={mark.isPending && mark.variables === 'no_asistio'}
            onPress={() => mark.mutate('no_asistio')}
          >
            No asistió
          </Button>
        </>
      )}
      {dialog === 'move' && (
        <SlotChoiceDialog
          title={`Horario de la entrevista de ${entry.nombre}`}
          slots={slots}
          currentId={interview?.id_espacio_agendamiento}
          confirmLabel={interview ? 'Cambiar horario' : 'Agendar'}
          isPending={move.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={(slotId) => move.mutate(slotId)}
        />
      )}
      {dialog === 'cancel' && (
        <ConfirmDialog
          title={`¿Cancelar la entrevista de ${entry.nombre}?`}
          confirmLabel="Cancelar entrevista"
          cancelLabel="Mantenerla"
          isPending={cancel.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => cancel.mutate()}
        >
          El cupo del {when} quedará libre y {entry.nombre} recibirá el aviso con la cancelación para su
          calendario. Su postulación sigue activa.
        </ConfirmDialog>
      )}
    </div>
  );
}
