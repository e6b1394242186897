import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { contractTypeLabels, CONTRACT_TYPES } from '@portal/shared/vacancies/constants';
import { vacancyInputSchema } from '@portal/shared/vacancies/staff';
import { MinimumWageWarning } from '@/components/hiring/MinimumWageWarning';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { categoryOptions, cityOptions } from '@/lib/catalog-queries';
import { toInput, type VacancyFormValues } from './form-values';
import '@/lib/forms/zod-spanish';

interface Props {
  initial: VacancyFormValues;
  companies: { id_empresa: number; razon_social: string }[];
  cities: { id_ciudad: number; nombre_ciudad: string }[];
  categories: { id_categoria: number; nombre_categoria: string }[];
  submitLabel: string;
  failure: string | null;
  /** The SMMLV setting, to warn under it (undefined while it loads). */
  smmlv: number | undefined;
  onSubmit(values: ReturnType<typeof toInput>): Promise<void>;
}

const number = { valueAsNumber: true };

/**
 * Every field the public vacancy page shows, checked with the shared rules before it is sent. Mounted
 * once its option lists are loaded, so the selects show the saved values.
 */
export function VacancyForm({
  initial,
  companies,
  cities,
  categories,
  submitLabel,
  failure,
  smmlv,
  onSubmit,
}: Props) {
  const form = useForm<VacancyFormValues>({ defaultValues: initial });
  const { register, control, formState, handleSubmit, setError } = form;
  const salary = useWatch({ control, name: 'salario' });
  const slots = useFieldArray({ control, name: 'espacios' });
  const submit = handleSubmit(async (values) => {
    const parsed = vacancyInputSchema.safeParse(toInput(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        setError(issue.path.join('.') as never, { message: issue.message });
      return;
    }
    await onSubmit(parsed.data);
  });
  const err = (name: string) => (formState.errors as Record<string, { message?: string }>)[name];

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="grid gap-4 rounded-xl bg-white p-5 ring-1 ring-slate-200 md:grid-cols-2">
        <TextField
          label="Título"
          registration={register('titulo')}
          error={err('titulo') as never}
          className="md:col-span-2"
        />
        <TextAreaField
          label="Descripción"
          rows={4}
          registration={register('descripcion')}
          error={err('descripcion')}
          className="md:col-span-2"
        />
        <TextAreaField
          label="Requisitos (uno por línea)"
          registration={register('requisitos')}
          className="md:col-span-2"
        />
        <TextField
          label="Empresa (nombre que se muestra)"
          registration={register('empresa')}
          error={err('empresa') as never}
        />
        <SelectField
          label="Empresa cliente"
          placeholder="Vacante propia de la agencia"
          options={companies.map((c) => ({ value: String(c.id_empresa), label: c.razon_social }))}
          registration={register('id_empresa', { setValueAs: (v: string) => (v ? Number(v) : null) })}
          error={err('id_empresa')}
        />
        <SelectField
          label="Ciudad"
          placeholder="Elige la ciudad"
          options={cityOptions(cities)}
          registration={register('id_ciudad', number)}
          error={err('id_ciudad')}
        />
        <SelectField
          label="Categoría"
          placeholder="Elige la categoría"
          options={categoryOptions(categories)}
          registration={register('id_categoria', number)}
          error={err('id_categoria')}
        />
        <TextField label="Lugar de trabajo" registration={register('lugar')} error={err('lugar') as never} />
        <TextField label="Turno" registration={register('turno')} error={err('turno') as never} />
        <TextField
          label="Salario mensual (COP)"
          type="number"
          inputMode="numeric"
          min={1}
          registration={register('salario', number)}
          error={err('salario') as never}
        />
        <div aria-live="polite" className="md:col-span-2 empty:hidden">
          <MinimumWageWarning salary={salary} smmlv={smmlv} before="guardar la vacante" />
        </div>
        <SelectField
          label="Tipo de contrato"
          options={CONTRACT_TYPES.map((type) => ({ value: type, label: contractTypeLabels[type] }))}
          registration={register('tipo_contrato')}
          error={err('tipo_contrato')}
        />
        <TextField
          label="Cupos"
          type="number"
          inputMode="numeric"
          min={1}
          registration={register('cantidad_vacantes', number)}
          error={err('cantidad_vacantes') as never}
        />
        <TextField
          label="Fecha de cierre"
          type="date"
          registration={register('fecha_cierre')}
          error={err('fecha_cierre') as never}
        />
      </div>
      <fieldset className="space-y-3 rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <legend className="px-1 font-semibold text-slate-900">Espacios de entrevista</legend>
        {slots.fields.length === 0 && (
          <p className="text-sm text-slate-600">
            Sin espacios: los candidatos se postulan sin elegir horario.
          </p>
        )}
        {slots.fields.map((slot, index) => (
          <div
            key={slot.id}
            className="grid gap-3 border-b border-slate-100 pb-3 sm:grid-cols-[1fr_1fr_8rem_auto] sm:items-end"
          >
            <TextField
              label="Fecha y hora"
              type="datetime-local"
              registration={register(`espacios.${index}.fecha_hora`)}
              error={formState.errors.espacios?.[index]?.fecha_hora}
            />
            <TextField
              label="Lugar"
              registration={register(`espacios.${index}.lugar`)}
              error={formState.errors.espacios?.[index]?.lugar}
            />
            <TextField
              label="Capacidad"
              type="number"
              min={1}
              registration={register(`espacios.${index}.capacidad`, number)}
              hint={slot.reservados ? `${slot.reservados} agendado(s)` : undefined}
            />
            <Button
              variant="ghost"
              className="text-red-700"
              isDisabled={Boolean(slot.reservados)}
              onPress={() => slots.remove(index)}
            >
              Quitar
            </Button>
            {Boolean(slot.agendados?.length) && (
              <p className="text-sm text-slate-700 sm:col-span-4">
                <span className="font-semibold">Agendados:</span> {slot.agendados!.join(', ')}
              </p>
            )}
          </div>
        ))}
        <Button variant="secondary" onPress={() => slots.append({ fecha_hora: '', lugar: '', capacidad: 5 })}>
          Agregar espacio
        </Button>
      </fieldset>
      <Button type="submit" isLoading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
