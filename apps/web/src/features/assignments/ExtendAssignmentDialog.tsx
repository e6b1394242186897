import {
  type Assignment,
  assignmentMessages as messages,
  extendAssignmentBodySchema,
} from '@portal/shared/assignments/assignment';
import { Dialog, FormDialogActions } from '@/components/ui/Dialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { extendAssignment } from './api';

interface ExtendAssignmentDialogProps {
  assignment: Assignment;
  onClose(): void;
  onDone(message: string): void;
}

/** A new planned end, within what the law allows (the API refuses more, citing the article). */
export function ExtendAssignmentDialog({ assignment, onClose, onDone }: ExtendAssignmentDialogProps) {
  const { form, failure, submitWith } = useZodForm(extendAssignmentBodySchema, {
    defaultValues: { fin_nuevo: assignment.fin_maximo ?? '' },
  });
  const { register, formState } = form;
  const submit = submitWith(
    (error) => apiErrorMessage(error, 'No pudimos prorrogar la misión. Intenta de nuevo.'),
    async (values) => onDone((await extendAssignment(assignment.id, values)).message),
  );
  return (
    <Dialog title={`Prorrogar la misión de ${assignment.trabajador}`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="mt-2 space-y-4">
        <p className="text-sm text-slate-700">
          Termina el {formatDate(assignment.fin_previsto)}.{' '}
          {assignment.fin_maximo
            ? `Por ley puede llegar hasta el ${formatDate(assignment.fin_maximo)}.`
            : `${messages.untilAbsenceEnds}.`}
        </p>
        {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
        <TextField
          type="date"
          label={messages.newEndLabel}
          registration={register('fin_nuevo')}
          error={formState.errors.fin_nuevo}
        />
        <TextAreaField
          label="Nota (opcional)"
          rows={3}
          registration={register('nota')}
          error={formState.errors.nota}
        />
        <FormDialogActions
          onCancel={onClose}
          submitLabel={messages.extend}
          isSubmitting={formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}
