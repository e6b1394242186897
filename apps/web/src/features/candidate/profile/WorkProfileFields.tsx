import { useId } from 'react';
import { useWatch, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import type { ProfileUpdate, ProfileUpdateInput } from '@portal/shared/candidates/profile';
import {
  AVAILABILITY_LABELS,
  CANDIDATE_AVAILABILITY,
  WORK_PROFILE_LIMITS,
} from '@portal/shared/candidates/work-profile';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { SelectField, type SelectOption } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { formatCop } from '@/lib/format';
import { groupedSalary, messageOf, salaryOf } from './form-values';

type ProfileForm = UseFormReturn<ProfileUpdateInput, unknown, ProfileUpdate>;

const AVAILABILITY_OPTIONS = CANDIDATE_AVAILABILITY.map((value) => ({
  value,
  label: AVAILABILITY_LABELS[value],
}));
const { categories: MAX_CATEGORIES, experience: MAX_EXPERIENCE, skills: MAX_SKILLS } = WORK_PROFILE_LIMITS;

/** The categories as checkboxes in one group: its legend, how many are chosen, and its error. */
function CategoryChoice({
  form,
  options,
  registration,
}: {
  form: ProfileForm;
  options: SelectOption[];
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  const chosen = useWatch({ control: form.control, name: 'categorias_experiencia' });
  const count = Array.isArray(chosen) ? chosen.length : 0;
  const error = messageOf(form.formState.errors.categorias_experiencia);
  return (
    <fieldset
      aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
      className="space-y-1.5"
    >
      <legend className="text-sm font-medium text-slate-800">Categorías en las que has trabajado</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Elige hasta {MAX_CATEGORIES}. Elegidas: {count}.
      </p>
      <div className="grid grid-cols-2 gap-x-2 sm:grid-cols-3">
        {options.map((option) => (
          <CheckboxField
            key={option.value}
            label={option.label}
            value={option.value}
            aria-invalid={error ? true : undefined}
            {...registration}
          />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error.message}
        </p>
      )}
    </fieldset>
  );
}

/**
 * «Perfil laboral»: what the agency's talent pool searches to propose vacancies (decision 0067). Every
 * field is optional; errors are the shared schema's, under each field.
 */
export function WorkProfileFields({
  form,
  cities,
  categories,
}: {
  form: ProfileForm;
  cities: SelectOption[];
  categories: SelectOption[];
}) {
  const headingId = useId();
  const { register, control, setValue, formState } = form;
  const errors = formState.errors;
  const [experience, salary] = useWatch({ control, name: ['experiencia', 'aspiracion_salarial'] });
  const pesos = salaryOf(salary);
  // Registered in reading order (the categories' group included), so a failed save focuses the first
  // wrong field on screen.
  const field = {
    city: register('id_ciudad'),
    availability: register('disponibilidad'),
    categories: register('categorias_experiencia'),
    experience: register('experiencia'),
    skills: register('habilidades'),
    salary: register('aspiracion_salarial', {
      onBlur: (event: { target: { value: string } }) =>
        setValue('aspiracion_salarial', groupedSalary(event.target.value)),
    }),
  };
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Perfil laboral
      </h2>
      <p className="text-sm text-slate-600">
        La agencia usa tu perfil laboral para proponerte vacantes que se ajusten a ti. Todos los datos son
        opcionales.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Ciudad donde vives"
          placeholder="Elige tu ciudad"
          options={cities}
          registration={field.city}
          error={messageOf(errors.id_ciudad)}
        />
        <SelectField
          label="Disponibilidad"
          placeholder="Sin indicar"
          options={AVAILABILITY_OPTIONS}
          hint="¿Cuándo podrías empezar a trabajar?"
          registration={field.availability}
          error={messageOf(errors.disponibilidad)}
        />
      </div>
      <CategoryChoice form={form} options={categories} registration={field.categories} />
      <div className="space-y-1">
        <TextAreaField
          label="Cuéntanos tu experiencia"
          rows={4}
          maxLength={MAX_EXPERIENCE}
          hint={`Qué cargos has tenido, en qué empresas y por cuánto tiempo. Máximo ${MAX_EXPERIENCE} caracteres.`}
          registration={field.experience}
          error={messageOf(errors.experiencia)}
        />
        <p className="text-right text-sm text-slate-600 tabular-nums">
          {typeof experience === 'string' ? experience.length : 0} de {MAX_EXPERIENCE} caracteres
        </p>
      </div>
      <TextAreaField
        label="Habilidades"
        rows={4}
        hint={`Una por línea o separadas por comas, hasta ${MAX_SKILLS}. Por ejemplo: montacargas, inventarios, picking.`}
        registration={field.skills}
        error={messageOf(errors.habilidades)}
      />
      <div className="sm:w-1/2 sm:pr-2">
        <TextField
          label="Aspiración salarial (COP)"
          inputMode="numeric"
          autoComplete="off"
          hint={
            pesos === null
              ? 'Lo que esperas ganar al mes, en pesos. Por ejemplo: 1.800.000.'
              : `Al mes: ${formatCop(pesos)}.`
          }
          registration={field.salary}
          error={messageOf(errors.aspiracion_salarial)}
        />
      </div>
    </section>
  );
}
