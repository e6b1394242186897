import { useQuery } from '@tanstack/react-query';
import {
  assignmentMessages as messages,
  createAssignmentBodySchema,
  replacementReasonLabels,
} from '@portal/shared/assignments/assignment';
import { ASSIGNMENT_CAUSALS, causalLabels, REPLACEMENT_REASONS } from '@portal/shared/assignments/terms';
import { bogotaToday } from '@portal/shared/bogota-time';
import { PageLoader } from '@/components/layout/PageLoader';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { Dialog, DialogActions, FormDialogActions } from '@/components/ui/Dialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { apiErrorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { createAssignment, pendingHiresQuery } from './api';

const causals = ASSIGNMENT_CAUSALS.map((value) => ({ value, label: causalLabels[value] }));
const reasons = REPLACEMENT_REASONS.map((value) => ({ value, label: replacementReasonLabels[value] }));
const asNumber = (value: unknown) => (value === '' ? undefined : Number(value));

interface CreateAssignmentDialogProps {
  onClose(): void;
  onDone(message: string): void;
}

/** A hire's assignment: who (a hire without one), why (the causal), for how long and for what salary. */
export function CreateAssignmentDialog({ onClose, onDone }: CreateAssignmentDialogProps) {
  const hires = useQuery(pendingHiresQuery);
  const { form, failure, submitWith } = useZodForm(createAssignmentBodySchema, {
    defaultValues: { causal: 'incremento', inicio: bogotaToday(), tiempo_completo: true, servicio: '' },
  });
  const { register, formState, watch, setValue } = form;
  const errors = formState.errors;
  const submit = submitWith(
    (error) => apiErrorMessage(error, 'No pudimos crear la misión. Intenta de nuevo.'),
    async (values) => onDone((await createAssignment(values)).message),
  );
  // Choosing the hire fills in its position and the vacancy's salary, which staff may still change.
  const choose = register('id_postulacion', { setValueAs: asNumber });
  const onHire = (value: string) => {
    const hire = hires.data?.find((row) => row.id_postulacion === Number(value));
    if (!hire) return;
    if (!form.getValues('servicio')) setValue('servicio', hire.cargo);
    setValue('salario', hire.salario);
  };
  return (
    <Dialog title={messages.create} onClose={onClose} size="lg">
      {hires.isPending ? (
        <PageLoader label="Cargando contrataciones..." />
      ) : !hires.data?.length ? (
        <div className="mt-3 space-y-4">
          <EmptyState title="No hay contrataciones sin misión.">
            Cuando la empresa apruebe un candidato, aquí podrás crear su misión.
          </EmptyState>
          <DialogActions>
            <Button variant="secondary" onPress={onClose}>
              Cerrar
            </Button>
          </DialogActions>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-2 space-y-4">
          {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
          <SelectField
            label="Contratación"
            placeholder="Elige a quién"
            options={hires.data.map((hire) => ({
              value: String(hire.id_postulacion),
              label: `${hire.trabajador} · ${hire.cargo} · ${hire.empresa}`,
            }))}
            registration={{
              ...choose,
              onChange: (event) => (onHire(event.target.value), choose.onChange(event)),
            }}
            error={errors.id_postulacion}
          />
          <SelectField
            label={messages.causalLabel}
            options={causals}
            registration={register('causal')}
            error={errors.causal}
          />
          {watch('causal') === 'reemplazo' && (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={messages.replacedLabel}
                registration={register('reemplazo_persona')}
                error={errors.reemplazo_persona}
              />
              <SelectField
                label={messages.replacedReasonLabel}
                placeholder="Elige el motivo"
                options={reasons}
                registration={register('reemplazo_motivo', { setValueAs: (v) => v || undefined })}
                error={errors.reemplazo_motivo}
              />
            </div>
          )}
          <TextField
            label={messages.serviceLabel}
            registration={register('servicio')}
            error={errors.servicio}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              type="date"
              label={messages.startLabel}
              registration={register('inicio')}
              error={errors.inicio}
            />
            <TextField
              type="date"
              label={messages.plannedEndLabel}
              registration={register('fin_previsto')}
              error={errors.fin_previsto}
            />
          </div>
          <TextField
            label={messages.salaryLabel}
            inputMode="numeric"
            registration={register('salario', { setValueAs: asNumber })}
            error={errors.salario}
          />
          <CheckboxField label={messages.fullTimeLabel} {...register('tiempo_completo')} />
          <FormDialogActions
            onCancel={onClose}
            submitLabel={messages.create}
            isSubmitting={formState.isSubmitting}
          />
        </form>
      )}
    </Dialog>
  );
}
