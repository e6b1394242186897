import { useMutation } from '@tanstack/react-query';
import {
  isMarkable,
  type HiringOwner,
  type HiringRecord,
  type MarkableStep,
} from '@portal/shared/applications/hiring';
import { apiErrorMessage } from '@/lib/api-client';
import { useAlerts } from '../alerts/alerts-context';
import { HiringRecordCard } from './HiringRecordCard';

export interface HiringRecordListProps {
  records: HiringRecord[];
  /** Who is looking: they mark the steps they own. */
  owner: Exclude<HiringOwner, 'candidato'>;
  mark(record: HiringRecord, paso: MarkableStep, completado: boolean): Promise<{ message: string }>;
  onMarked(): Promise<unknown>;
}

/** The hiring records of a process or vacancy; marking a step shows the server's answer as an alert. */
export function HiringRecordList({ records, owner, mark, onMarked }: HiringRecordListProps) {
  const { showAlert } = useAlerts();
  const marking = useMutation({
    mutationFn: (input: { record: HiringRecord; paso: MarkableStep; completado: boolean }) =>
      mark(input.record, input.paso, input.completado),
    onSuccess: async (answer) => {
      showAlert({ type: 'success', message: answer.message });
      await onMarked();
    },
    onError: (error) =>
      showAlert({
        type: 'error',
        message: apiErrorMessage(error, 'No pudimos guardar el paso. Intenta de nuevo.'),
      }),
  });
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {records.map((record) => (
        <HiringRecordCard
          key={record.id_postulacion}
          record={record}
          busy={marking.isPending}
          canMark={(step) => step.responsable === owner}
          onMark={(step, completado) =>
            isMarkable(step.paso) && marking.mutate({ record, paso: step.paso, completado })
          }
        />
      ))}
    </ul>
  );
}
