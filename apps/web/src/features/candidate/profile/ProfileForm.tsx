import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  type Profile,
  type ProfileUpdate,
  type ProfileUpdateInput,
  profileUpdateSchema,
} from '@portal/shared/candidates/profile';
import { profileMessages, workProfileMessages } from '@portal/shared/messages';
import { useAlerts } from '@/components/alerts/alerts-context';
import { PageLoader } from '@/components/layout/PageLoader';
import { ContactFields, NameFields } from '@/components/forms/PersonalDataFields';
import { Button } from '@/components/ui/Button';
import type { SelectOption } from '@/components/ui/SelectField';
import { ApiError } from '@/lib/api-client';
import { categoriesQuery, categoryOptions, citiesQuery, cityOptions } from '@/lib/catalog-queries';
import { useSession } from '@/lib/session/session-context';
import { useProfile, useSaveProfile } from './api';
import { messageOf, toInput, withSaved } from './form-values';
import { WorkProfileFields } from './WorkProfileFields';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import '@/lib/forms/zod-spanish';

/** The API's refusals that belong to one field: shown under it as well as in the alert. */
const FIELD_OF_MESSAGE = {
  [workProfileMessages.unknownCity]: 'id_ciudad',
  [workProfileMessages.unknownCategory]: 'categorias_experiencia',
} as const;
const fieldOf = (error: unknown) =>
  error instanceof ApiError ? FIELD_OF_MESSAGE[error.message as keyof typeof FIELD_OF_MESSAGE] : undefined;

interface Catalog {
  cities: SelectOption[];
  categories: SelectOption[];
}

function Form({ profile, catalog }: { profile: Profile; catalog: Catalog }) {
  const session = useSession();
  const { showAlert } = useAlerts();
  const save = useSaveProfile();
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: toInput(profile),
    shouldFocusError: true,
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(toInput(saved));
      showAlert({ type: 'success', message: profileMessages.saved });
      await session.fetchCandidate(saved.numero_documento);
    } catch (error) {
      const field = fieldOf(error);
      if (field) setError(field, { message: (error as Error).message }, { shouldFocus: true });
      showAlert({ type: 'error', message: (error as Error).message });
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Mis datos"
      className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div>
        <p className="text-sm text-slate-600">
          Mantén tus datos al día: con ellos te contactamos para entrevistas y contrataciones.
        </p>
      </div>
      <TextField
        label="Número de documento"
        value={profile.numero_documento}
        readOnly
        hint="No se puede cambiar."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields
          firstName={{ registration: register('primer_nombre'), error: errors.primer_nombre }}
          middleName={{ registration: register('segundo_nombre'), error: errors.segundo_nombre }}
          lastName={{ registration: register('primer_apellido'), error: errors.primer_apellido }}
          secondLastName={{ registration: register('segundo_apellido'), error: errors.segundo_apellido }}
        />
        <ContactFields
          email={{ registration: register('correo'), error: errors.correo }}
          phone={{ registration: register('numero_contacto1'), error: errors.numero_contacto1 }}
        />
      </div>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Experiencia (opcional)</legend>
        <p className="text-sm text-slate-600">
          La empresa que te contrate verá tu edad, tus años de experiencia y tus certificaciones.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Fecha de nacimiento"
            type="date"
            autoComplete="bday"
            registration={register('fecha_nacimiento')}
            error={errors.fecha_nacimiento}
          />
          <TextField
            label="Años de experiencia"
            type="number"
            inputMode="numeric"
            min={0}
            max={60}
            registration={register('anios_experiencia')}
            error={errors.anios_experiencia as never}
          />
        </div>
        <TextAreaField
          label="Certificaciones (una por línea)"
          rows={3}
          hint="Por ejemplo: Licencia de montacargas, Curso de alturas, Manipulación de alimentos."
          registration={register('certificaciones')}
          error={messageOf(errors.certificaciones)}
        />
      </fieldset>
      <WorkProfileFields form={form} {...catalog} />
      <div className="flex justify-end">
        <Button type="submit" isLoading={formState.isSubmitting} className="w-full sm:w-auto">
          Guardar cambios
        </Button>
      </div>
    </form>
  );
}

/** The catalogue's lists, with any saved id they lack (a failed load answers empty), as options. */
function useCatalog(profile: Profile | undefined): Catalog | undefined {
  const cities = useQuery(citiesQuery);
  const categories = useQuery(categoriesQuery);
  if (!profile || !cities.data || !categories.data) return undefined;
  return {
    cities: withSaved(
      cityOptions(cities.data),
      profile.id_ciudad === null ? [] : [profile.id_ciudad],
      (id) => `Ciudad guardada (${id})`,
    ),
    categories: withSaved(
      categoryOptions(categories.data),
      profile.categorias_experiencia,
      (id) => `Categoría guardada (${id})`,
    ),
  };
}

/**
 * The profile tab: loads my profile and the city and category lists (so the selects open on what is
 * saved), then the edit form with spec §5's rules and messages.
 */
export function ProfileForm() {
  const query = useProfile();
  const catalog = useCatalog(query.data);
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
        {profileMessages.loadError}
      </p>
    );
  }
  if (!query.data || !catalog) return <PageLoader label="Cargando tu perfil..." />;
  return <Form profile={query.data} catalog={catalog} />;
}
