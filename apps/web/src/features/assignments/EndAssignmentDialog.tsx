import { bogotaToday } from '@portal/shared/bogota-time';
import {
  type Assignment,
  assignmentMessages as messages,
  END_REASONS,
  endAssignmentBodySchema,
  endReasonLabels,
} from '@portal/shared/assignments/assignment';
import { Dialog, FormDialogActions } from '@/components/ui/Dialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { apiErrorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { endAssignment } from './api';

const reasons = END_REASONS.map((value) => ({ value, label: endReasonLabels[value] }));

interface EndAssignmentDialogProps {
  assignment: Assignment;
  onClose(): void;
  onDone(message: string): void;
}

/** The day the assignment ended and why; it cannot be undone. */
export function EndAssignmentDialog({ assignment, onClose, onDone }: EndAssignmentDialogProps) {
  const { form, failure, submitWith } = useZodForm(endAssignmentBodySchema, {
    defaultValues: { terminada_el: bogotaToday() },
  });
  const { register, formState } = form;
  const submit = submitWith(
    (error) => apiErrorMessage(error, 'No pudimos terminar la misión. Intenta de nuevo.'),
    async (values) => onDone((await endAssignment(assignment.id, values)).message),
  );
  return (
    <Dialog title={`Terminar la misión de ${assignment.trabajador}`} onClose={onClose} role="alertdialog">
      <form onSubmit={submit} noValidate className="mt-2 space-y-4">
        {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
        <TextField
          type="date"
          label={messages.endDayLabel}
          registration={register('terminada_el')}
          error={formState.errors.terminada_el}
        />
        <SelectField
          label={messages.endReasonLabel}
          placeholder="Elige el motivo"
          options={reasons}
          registration={register('motivo', { setValueAs: (v) => v || undefined })}
          error={formState.errors.motivo}
        />
        <TextAreaField
          label="Nota (opcional)"
          rows={3}
          registration={register('nota')}
          error={formState.errors.nota}
        />
        <FormDialogActions
          onCancel={onClose}
          submitLabel={messages.end}
          variant="danger"
          isSubmitting={formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}
