import type { Assignment } from '@portal/shared/assignments/assignment';
import { issueContractBodySchema, signingMessages as messages } from '@portal/shared/contracts/signing';
import { CONTRACT_TYPES, contractTypeLabels } from '@portal/shared/contracts/template';
import { Dialog, FormDialogActions } from '@/components/ui/Dialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { apiErrorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { issueContract } from './api';

const types = CONTRACT_TYPES.map((value) => ({ value, label: contractTypeLabels[value] }));

interface IssueContractDialogProps {
  assignment: Assignment;
  onClose(): void;
  onDone(message: string): void;
}

/** Issues the assignment's contract from the newest template of the chosen type. */
export function IssueContractDialog({ assignment, onClose, onDone }: IssueContractDialogProps) {
  const { form, failure, submitWith } = useZodForm(issueContractBodySchema, {
    defaultValues: { tipo: 'obra_labor' },
  });
  const { register, formState } = form;
  const submit = submitWith(
    (error) => apiErrorMessage(error, 'No pudimos emitir el contrato. Intenta de nuevo.'),
    async (values) => onDone((await issueContract(assignment.id, values)).message),
  );
  return (
    <Dialog title={`${messages.issue}: ${assignment.trabajador}`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="mt-2 space-y-4">
        <p className="text-sm text-slate-700">
          Lleva los datos de la misión y la póliza de salarios de {assignment.empresa}, tal como están hoy.
        </p>
        <p className="text-sm text-slate-700">
          El trabajador lo lee y lo firma desde su portal; después firma la agencia.
        </p>
        {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
        <SelectField
          label={messages.typeLabel}
          options={types}
          registration={register('tipo')}
          error={formState.errors.tipo}
        />
        <FormDialogActions
          onCancel={onClose}
          submitLabel={messages.issue}
          isSubmitting={formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}
