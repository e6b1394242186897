import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type CartItem,
  type CatalogueJob,
  EXPERIENCE_LEVELS,
  positionConfigSchema,
  SKILLS,
  WORK_LOCATIONS,
  WORK_TYPES,
} from '@portal/shared/orders/client';
import { orderMessages } from '@portal/shared/messages';
import { CART_ALERT_DURATION_MS, CONFIG_DEFAULTS } from '@portal/shared/constants';
import { bogotaToday } from '@portal/shared/bogota-time';
import { useAlerts } from '@/components/alerts/alerts-context';
import { MinimumWageWarning } from '@/components/hiring/MinimumWageWarning';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { Dialog, FormDialogActions } from '@/components/ui/Dialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api-client';
import { cityOptions } from '@/lib/catalog-queries';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { formatCop } from '@/lib/format';
import { addToCart, cartKey, cartQuery, citiesQuery } from './api';

type ConfigInput = z.input<typeof positionConfigSchema>;

const freshConfig = (job: CatalogueJob): ConfigInput => ({
  ...CONFIG_DEFAULTS,
  customSalary: job.salario,
  selectedSkills: [],
  startDate: bogotaToday(),
  jobDescription: '',
  requiresTravel: false,
  flexibleHours: false,
  cityId: '',
  schedule: '',
});

/** The form's values from a cart item (the select reads the city as text). */
const configOf = (item: CartItem): ConfigInput => ({
  quantity: item.quantity,
  customSalary: item.customSalary,
  experienceLevel: item.experienceLevel,
  selectedSkills: item.selectedSkills,
  workType: item.workType,
  startDate: item.startDate,
  jobDescription: item.jobDescription,
  requiresTravel: item.requiresTravel,
  flexibleHours: item.flexibleHours,
  location: item.location,
  cityId: String(item.cityId),
  schedule: item.schedule,
});

const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * Spec §5 Configuration for one catalogue position, plus the work city and shift schedule; a salary
 * under the legal minimum wage warns but does not block (part-time orders may be lower).
 */
export function ConfigurePositionDialog({
  job,
  smmlv,
  onClose,
}: {
  job: CatalogueJob;
  smmlv: number;
  onClose(): void;
}) {
  const cities = useQuery(citiesQuery);
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  // A position already in the cart opens with what was configured for it: sent again, it replaces it.
  const inCart = useQuery(cartQuery).data?.items.find((item) => item.id === job.id);
  const { form, failure, submitWith } = useZodForm(positionConfigSchema, {
    defaultValues: inCart ? configOf(inCart) : freshConfig(job),
  });
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const salary = Number(watch('customSalary'));

  const submit = submitWith(
    (error) => (error instanceof ApiError && error.status < 500 ? error.message : orderMessages.addFailed),
    async (values) => {
      const answer = await addToCart({ id: job.id, ...values });
      queryClient.setQueryData(cartKey, answer.cart);
      showAlert({
        type: answer.added ? 'success' : 'info',
        message: answer.message,
        durationMs: CART_ALERT_DURATION_MS,
      });
      onClose();
    },
  );

  return (
    <Dialog title={`Configurar: ${job.name}`} onClose={onClose} size="lg">
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <p className="text-sm text-slate-600">
          Rango del cargo: {formatCop(job.salario)} a {formatCop(job.salario_max)} mensuales.
        </p>
        {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Cantidad de personas"
            type="number"
            inputMode="numeric"
            min={1}
            registration={register('quantity')}
            error={errors.quantity as never}
          />
          <TextField
            label="Salario mensual (COP)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            // Emptied, the field is no salary: sent as missing, the schema asks for one instead of $0.
            registration={register('customSalary', {
              setValueAs: (value: unknown) =>
                typeof value === 'string' && !value.trim() ? undefined : value,
            })}
            error={errors.customSalary as never}
          />
        </div>
        <MinimumWageWarning salary={salary} smmlv={smmlv} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Nivel de experiencia"
            options={optionsOf(EXPERIENCE_LEVELS)}
            registration={register('experienceLevel')}
            error={errors.experienceLevel}
          />
          <SelectField
            label="Tipo de trabajo"
            options={optionsOf(WORK_TYPES)}
            registration={register('workType')}
            error={errors.workType}
          />
          <SelectField
            label="Ubicación"
            options={optionsOf(WORK_LOCATIONS)}
            registration={register('location')}
            error={errors.location}
          />
          <SelectField
            label="Ciudad de trabajo"
            placeholder={cities.isPending ? 'Cargando ciudades...' : 'Elige una ciudad'}
            options={cityOptions(cities.data)}
            registration={register('cityId')}
            error={errors.cityId as never}
          />
          <TextField
            label="Fecha de inicio"
            type="date"
            min={bogotaToday()}
            registration={register('startDate')}
            error={errors.startDate}
          />
          <TextField
            label="Horario del turno"
            placeholder="Ej.: 6:00 a 14:00"
            registration={register('schedule')}
            error={errors.schedule}
          />
        </div>
        <fieldset className="rounded-lg ring-1 ring-slate-200">
          <legend className="px-2 text-sm font-medium text-slate-800">Habilidades</legend>
          <div className="grid p-2 sm:grid-cols-2">
            {SKILLS.map((skill) => (
              <CheckboxField key={skill} label={skill} value={skill} {...register('selectedSkills')} />
            ))}
          </div>
          {errors.selectedSkills && <p className="px-3 pb-2 text-sm text-red-700">{orderMessages.skills}</p>}
        </fieldset>
        <TextAreaField
          label="Descripción del trabajo"
          rows={3}
          registration={register('jobDescription')}
          error={errors.jobDescription}
        />
        <div className="grid sm:grid-cols-2">
          <CheckboxField label="Requiere viajar" {...register('requiresTravel')} />
          <CheckboxField label="Horario flexible" {...register('flexibleHours')} />
        </div>
        <FormDialogActions
          onCancel={onClose}
          submitLabel="Agregar al carrito"
          isSubmitting={formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}
