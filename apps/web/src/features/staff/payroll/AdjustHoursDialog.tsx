import { z } from 'zod';
import { HOUR_KINDS, hourKindLabels } from '@portal/shared/timesheets/hour-kinds';
import { adjustmentBodySchema, payrollMessages as messages } from '@portal/shared/timesheets/payroll';
import { Dialog, FormDialogActions } from '@/components/ui/Dialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { apiErrorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { addAdjustment } from './api';
import type { Period } from './periods';

const kinds = HOUR_KINDS.map((value) => ({ value, label: hourKindLabels[value] }));
const formSchema = adjustmentBodySchema.extend({
  id_mision: z.number({ error: messages.workerRequired }).int(),
});
/** "1,5", "-2" or "1.5" as a number; empty as nothing (the schema says what is missing). */
const asHours = (value: unknown) => (value === '' ? undefined : Number(String(value).replace(',', '.')));

export interface WorkerChoice {
  /** The assignment's id. */
  id: number;
  label: string;
}

interface AdjustHoursDialogProps {
  period: Period;
  /** The assignments the staff member reaches. */
  workers: readonly WorkerChoice[];
  onClose(): void;
  onDone(message: string): void;
}

/** An audited correction of approved hours: a day of the period, a kind of hour, ± hours and why. */
export function AdjustHoursDialog({ period, workers, onClose, onDone }: AdjustHoursDialogProps) {
  const { form, failure, submitWith } = useZodForm(formSchema, {
    defaultValues: { dia: period.inicio, tipo: 'ordinaria_diurna', motivo: '' },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const submit = submitWith(
    (error) => apiErrorMessage(error, 'No pudimos registrar el ajuste. Intenta de nuevo.'),
    async ({ id_mision, ...body }) => onDone((await addAdjustment(id_mision, body)).message),
  );
  return (
    <Dialog title={messages.adjust} onClose={onClose} size="lg">
      <form onSubmit={submit} noValidate className="mt-2 space-y-4">
        <p className="text-sm text-slate-600">{messages.adjustIntro}</p>
        {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
        <SelectField
          label="Trabajador"
          placeholder="Elige el trabajador"
          options={workers.map(({ id, label }) => ({ value: String(id), label }))}
          registration={register('id_mision', { setValueAs: (value) => (value ? Number(value) : undefined) })}
          error={errors.id_mision}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label="Día"
            min={period.inicio}
            max={period.fin}
            registration={register('dia')}
            error={errors.dia}
          />
          <TextField
            label="Horas"
            hint={messages.adjustHoursHint}
            registration={register('horas', { setValueAs: asHours })}
            error={errors.horas}
          />
        </div>
        <SelectField
          label="Tipo de hora"
          options={kinds}
          registration={register('tipo')}
          error={errors.tipo}
        />
        <TextAreaField label="Motivo" rows={3} registration={register('motivo')} error={errors.motivo} />
        <FormDialogActions
          onCancel={onClose}
          submitLabel="Registrar ajuste"
          isSubmitting={formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}
