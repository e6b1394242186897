import { useQueryClient } from '@tanstack/react-query';
import type { ProcessDetail } from '@portal/shared/processes/client';
import { HiringRecordList } from '@/components/hiring/HiringRecordList';
import { EmptyState } from '@/components/ui/EmptyState';
import { markHiringStep, processesKey } from './api';

/** Stage 3, Contratación: each approved candidate's hiring steps; the company marks its own. */
export function HiringStage({ process }: { process: ProcessDetail }) {
  const queryClient = useQueryClient();
  if (process.contratacion.length === 0)
    return (
      <EmptyState title="Aún no hay candidatos aprobados.">
        Aprueba candidatos en la etapa anterior y aquí seguirás su contratación.
      </EmptyState>
    );
  return (
    <HiringRecordList
      records={process.contratacion}
      owner="cliente"
      mark={(record, paso, completado) =>
        markHiringStep(process.id, { id_postulacion: record.id_postulacion, paso, completado })
      }
      onMarked={() => queryClient.invalidateQueries({ queryKey: processesKey })}
    />
  );
}
