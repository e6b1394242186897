import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ASSIGNMENT_FILTERS,
  type Assignment,
  assignmentFilterLabels,
  assignmentMessages as messages,
} from '@portal/shared/assignments/assignment';
import { useAlerts } from '@/components/alerts/alerts-context';
import { PageLoader } from '@/components/layout/PageLoader';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { SelectField } from '@/components/ui/SelectField';
import { assignmentsKey, assignmentsQuery } from './api';
import { AssignmentCard } from './AssignmentCard';
import { useUrlFilters } from '@/lib/use-url-filters';
import { CreateAssignmentDialog } from './CreateAssignmentDialog';
import { EndAssignmentDialog } from './EndAssignmentDialog';
import { ExtendAssignmentDialog } from './ExtendAssignmentDialog';
import { AgencySignDialog } from './contract/AgencySignDialog';
import { ContractActions } from './contract/ContractActions';
import { IssueContractDialog } from './contract/IssueContractDialog';
import { VoidContractDialog } from './contract/VoidContractDialog';

const filters = ASSIGNMENT_FILTERS.map((value) => ({ value, label: assignmentFilterLabels[value] }));
type Open =
  | { kind: 'create' }
  | { kind: 'extend' | 'end' | 'issue' | 'countersign' | 'void'; assignment: Assignment }
  | null;

/**
 * `/dashboard/misiones`: the agency's workers on assignment, those ending within 30 days, overdue or
 * extended, by company; each one extended or ended here, within the law.
 */
export function AssignmentsScreen({
  companies,
}: {
  companies: { id_empresa: number; razon_social: string }[] | null;
}) {
  const { params, change } = useUrlFilters();
  const filtro = ASSIGNMENT_FILTERS.find((value) => value === params.get('filtro')) ?? 'vigentes';
  const empresa = Number(params.get('empresa')) || undefined;
  const assignments = useQuery(assignmentsQuery('staff', { filtro, empresa }));
  const [open, setOpen] = useState<Open>(null);
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const done = async (message: string) => {
    setOpen(null);
    showAlert({ type: 'success', message });
    await queryClient.invalidateQueries({ queryKey: assignmentsKey });
  };
  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">{messages.staffTitle}</h1>
          <p className="text-sm text-slate-600">{messages.staffIntro}</p>
        </div>
        <Button onPress={() => setOpen({ kind: 'create' })}>{messages.create}</Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Mostrar"
          value={filtro}
          onChange={(event) => change('filtro', event.target.value)}
          options={filters}
        />
        <SelectField
          label="Empresa"
          placeholder="Todas las empresas"
          value={empresa ? String(empresa) : ''}
          onChange={(event) => change('empresa', event.target.value)}
          options={(companies ?? []).map((company) => ({
            value: String(company.id_empresa),
            label: company.razon_social,
          }))}
        />
      </div>
      {assignments.isPending ? (
        <PageLoader label="Cargando misiones..." />
      ) : assignments.isError ? (
        <LoadError
          title="No pudimos cargar las misiones. Revisa tu conexión e intenta de nuevo."
          onRetry={() => void assignments.refetch()}
          isRetrying={assignments.isFetching}
        />
      ) : assignments.data.length === 0 ? (
        <EmptyState title={messages.empty} />
      ) : (
        <ul className="space-y-3">
          {assignments.data.map((assignment) => (
            <AssignmentCard
              key={assignment.id}
              assignment={assignment}
              reader="agencia"
              actions={
                assignment.estado !== 'terminada' && (
                  <>
                    <ContractActions assignment={assignment} open={(kind) => setOpen({ kind, assignment })} />
                    <Button
                      variant="secondary"
                      onPress={() => setOpen({ kind: 'extend', assignment })}
                      aria-label={`${messages.extend} la misión de ${assignment.trabajador}`}
                    >
                      {messages.extend}
                    </Button>
                    <Button
                      variant="secondary"
                      onPress={() => setOpen({ kind: 'end', assignment })}
                      aria-label={`${messages.end} de ${assignment.trabajador}`}
                    >
                      {messages.end}
                    </Button>
                  </>
                )
              }
            />
          ))}
        </ul>
      )}
      {open?.kind === 'create' && <CreateAssignmentDialog onClose={() => setOpen(null)} onDone={done} />}
      {open?.kind === 'extend' && (
        <ExtendAssignmentDialog assignment={open.assignment} onClose={() => setOpen(null)} onDone={done} />
      )}
      {open?.kind === 'end' && (
        <EndAssignmentDialog assignment={open.assignment} onClose={() => setOpen(null)} onDone={done} />
      )}
      {open?.kind === 'issue' && (
        <IssueContractDialog assignment={open.assignment} onClose={() => setOpen(null)} onDone={done} />
      )}
      {open?.kind === 'countersign' && open.assignment.contrato && (
        <AgencySignDialog
          assignment={open.assignment}
          contract={open.assignment.contrato}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      )}
      {open?.kind === 'void' && open.assignment.contrato && (
        <VoidContractDialog
          assignment={open.assignment}
          contract={open.assignment.contrato}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      )}
    </section>
  );
}
