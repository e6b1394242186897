import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PROCESS_STAGES } from '@portal/shared/processes/client';
import { PageLoader } from '@/components/layout/PageLoader';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { Stepper } from '@/components/ui/Stepper';
import { apiErrorMessage } from '@/lib/api-client';
import { processQuery } from './api';
import { ApprovalStage } from './ApprovalStage';
import { statusTone } from './candidate-state';
import { HiredStage } from './HiredStage';
import { HiringStage } from './HiringStage';
import { RequestStage } from './RequestStage';
import { stageOutcomes } from './stage-outcomes';

const stages = [RequestStage, ApprovalStage, HiringStage, HiredStage];

/** `/order/procesos/:processId`: the four-stage stepper (spec §2), the stage kept in the address. */
export function ProcessDetailScreen({
  renderConversation,
}: {
  /** The process's conversation with the agency (composed in app/routes). */
  renderConversation?(processId: number, focus: boolean): ReactNode;
}) {
  const id = Number(useParams().processId);
  const process = useQuery(processQuery(id));
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('etapa') ?? '1') - 1;
  const step = Number.isInteger(asked) && asked >= 0 && asked < stages.length ? asked : 0;
  const go = (next: number) => setParams(next === 0 ? {} : { etapa: String(next + 1) }, { replace: true });
  const back = (
    <Link to="/order/procesos" className="text-sm font-semibold text-brand-800 underline">
      ← Volver a procesos
    </Link>
  );

  if (process.isPending) return <PageLoader label="Cargando proceso..." />;
  if (process.error)
    return (
      <section className="mx-auto max-w-6xl space-y-4 px-4 py-8 sm:px-6">
        {back}
        <FormAlert tone="error">{apiErrorMessage(process.error, 'No pudimos cargar el proceso.')}</FormAlert>
      </section>
    );
  const Stage = stages[step]!;
  return (
    <section className="mx-auto w-full max-w-6xl space-y-5 px-4 py-8 sm:px-6">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">Proceso Seleccionado</h1>
          <p className="text-sm text-slate-600">
            Proceso #{process.data.id} · {process.data.nombre}
          </p>
        </div>
        <Badge tone={statusTone[process.data.estado]}>{process.data.estado}</Badge>
      </div>
      <Stepper
        label="Etapas del proceso"
        steps={PROCESS_STAGES}
        current={step}
        outcomes={stageOutcomes(process.data)}
        onSelect={go}
      />
      <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">{PROCESS_STAGES[step]}</h2>
        <Stage process={process.data} />
      </div>
      <div className="flex justify-between gap-3">
        <Button variant="secondary" isDisabled={step === 0} onPress={() => go(step - 1)}>
          Atrás
        </Button>
        <Button isDisabled={step === stages.length - 1} onPress={() => go(step + 1)}>
          Siguiente
        </Button>
      </div>
      {renderConversation?.(id, params.has('conversacion'))}
    </section>
  );
}
