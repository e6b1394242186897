import { useQueryClient } from '@tanstack/react-query';
import { talentPoolMessages } from '@portal/shared/messages/talent-pool';
import {
  DEFAULT_INVITATION_CAP,
  DEFAULT_MATCH_WEIGHTS,
  MATCH_REASON_LABELS,
  MATCH_REASONS,
  poolSettingsSchema,
  type PoolSettings,
} from '@portal/shared/talent-pool/matching';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { TextField } from '@/components/ui/TextField';
import { apiErrorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { poolSettingsQuery, savePoolSettings, talentPoolKey } from './api';

const whole = { valueAsNumber: true } as const;
const CAP_FIELDS = [
  { name: 'maximo', label: 'Máximo de invitaciones', max: 20 },
  { name: 'dias', label: 'En cuántos días', max: 90 },
] as const;

/** An admin sets each reason's weight (−100 to 100) and how many invitations a candidate may get. */
export function SettingsForm({ settings }: { settings: PoolSettings }) {
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const { form, failure, submitWith } = useZodForm(poolSettingsSchema, { defaultValues: settings });
  const { register, formState, reset } = form;
  const errors = formState.errors;
  const submit = submitWith(
    (error) => apiErrorMessage(error, 'No pudimos guardar los ajustes. Intenta de nuevo.'),
    async (values) => {
      const saved = await savePoolSettings(values);
      queryClient.setQueryData(poolSettingsQuery.queryKey, saved);
      reset(saved);
      // Every suggested list is scored with the weights: none of the kept ones holds now.
      await queryClient.invalidateQueries({ queryKey: [...talentPoolKey, 'matches'] });
      showAlert({ type: 'success', message: talentPoolMessages.weightsSaved });
    },
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
      <fieldset className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <legend className="float-left mb-3 w-full text-lg font-semibold text-slate-900">
          Peso de cada razón
        </legend>
        <p className="clear-both text-sm text-slate-600">
          Un número entero de −100 a 100. Las razones en contra (faltar a entrevistas, estar en misión) suelen
          restar: ponles un número negativo.
        </p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {MATCH_REASONS.map((reason) => (
            <TextField
              key={reason}
              type="number"
              inputMode="numeric"
              min={-100}
              max={100}
              step={1}
              label={MATCH_REASON_LABELS[reason]}
              registration={register(`pesos.${reason}`, whole)}
              error={errors.pesos?.[reason]}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <legend className="float-left mb-3 w-full text-lg font-semibold text-slate-900">
          Tope de invitaciones
        </legend>
        <p className="clear-both text-sm text-slate-600">
          Cuántas invitaciones puede recibir un candidato, de quien sea, en un número de días.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {CAP_FIELDS.map(({ name, label, max }) => (
            <TextField
              key={name}
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              label={label}
              hint={`De 1 a ${max}.`}
              registration={register(`tope_invitaciones.${name}`, whole)}
              error={errors.tope_invitaciones?.[name]}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onPress={() => reset({ pesos: DEFAULT_MATCH_WEIGHTS, tope_invitaciones: DEFAULT_INVITATION_CAP })}
        >
          Volver a los valores iniciales
        </Button>
        <Button type="submit" isLoading={formState.isSubmitting} loadingText="Guardando...">
          Guardar ajustes
        </Button>
      </div>
    </form>
  );
}
