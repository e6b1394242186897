import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HiringRecordList } from '@/components/hiring/HiringRecordList';
import { hiringQuery, markHiringStep } from './pipeline-api';

/**
 * The vacancy's approved candidates and their hiring steps: the agency marks its own (medical exam,
 * contract, social security); the company marks the induction; documents follow the candidate's report.
 */
export function HiringSection({ vacancyId }: { vacancyId: number }) {
  const hiring = useQuery(hiringQuery(vacancyId));
  const queryClient = useQueryClient();
  if (!hiring.data?.length) return null;
  return (
    <section
      aria-labelledby="contratacion"
      className="space-y-3 rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="contratacion" className="text-lg font-semibold text-slate-900">
        Contratación ({hiring.data.length})
      </h2>
      <HiringRecordList
        records={hiring.data}
        owner="agencia"
        mark={(record, paso, completado) => markHiringStep(record.id_postulacion, paso, completado)}
        onMarked={() => queryClient.invalidateQueries({ queryKey: ['staff', 'pipeline', vacancyId] })}
      />
    </section>
  );
}
