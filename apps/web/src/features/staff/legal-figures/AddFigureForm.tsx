import {
  addLegalFigureBodySchema,
  LEGAL_FIGURES,
  legalFigureKeys,
  legalFigureMessages as messages,
} from '@portal/shared/legal-figures';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { apiErrorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { addLegalFigure } from './api';

const keys = legalFigureKeys.map((value) => ({ value, label: LEGAL_FIGURES[value].etiqueta }));
const asNumber = (value: unknown) => (value === '' ? undefined : Number(String(value).replace(/\D/g, '')));

/** An admin registers a value that starts today or later, with the norm that sets it. */
export function AddFigureForm({ onDone }: { onDone(message: string): Promise<void> }) {
  const { form, failure, submitWith } = useZodForm(addLegalFigureBodySchema, {
    defaultValues: { clave: 'smmlv', vigente_desde: '', fuente: '' },
  });
  const { register, formState, reset } = form;
  const errors = formState.errors;
  const submit = submitWith(
    (error) => apiErrorMessage(error, 'No pudimos registrar el valor. Intenta de nuevo.'),
    async (values) => {
      await onDone((await addLegalFigure(values)).message);
      reset();
    },
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="nuevo-valor"
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="nuevo-valor" className="text-lg font-bold text-brand-900">
        {messages.add}
      </h2>
      {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Parámetro" options={keys} registration={register('clave')} error={errors.clave} />
        <TextField
          type="date"
          label="Vigente desde"
          registration={register('vigente_desde')}
          error={errors.vigente_desde}
        />
        <TextField
          label="Valor"
          inputMode="numeric"
          hint="En pesos, sin puntos."
          registration={register('valor', { setValueAs: asNumber })}
          error={errors.valor}
        />
        <TextField
          label="Norma"
          hint="Por ejemplo: Decreto 1469 de 2025."
          registration={register('fuente')}
          error={errors.fuente}
        />
      </div>
      <Button type="submit" isLoading={formState.isSubmitting}>
        {messages.add}
      </Button>
    </form>
  );
}
