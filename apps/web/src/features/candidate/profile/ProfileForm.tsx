import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type Profile,
  type ProfileUpdate,
  type ProfileUpdateInput,
  profileUpdateSchema,
} from '@portal/shared/candidates/profile';
import { profileMessages } from '@portal/shared/messages';
import { useAlerts } from '@/components/alerts/alerts-context';
import { PageLoader } from '@/components/layout/PageLoader';
import { ContactFields, NameFields } from '@/components/forms/PersonalDataFields';
import { Button } from '@/components/ui/Button';
import { useSession } from '@/lib/session/session-context';
import { useProfile, useSaveProfile } from './api';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import '@/lib/forms/zod-spanish';

const toInput = (profile: Profile): ProfileUpdateInput => ({
  primer_nombre: profile.primer_nombre,
  segundo_nombre: profile.segundo_nombre ?? '',
  primer_apellido: profile.primer_apellido ?? '',
  segundo_apellido: profile.segundo_apellido ?? '',
  correo: profile.correo ?? '',
  numero_contacto1: profile.numero_contacto1 ?? '',
  fecha_nacimiento: profile.fecha_nacimiento ?? '',
  anios_experiencia: profile.anios_experiencia ?? '',
  certificaciones: profile.certificaciones.join('\n'),
});

function Form({ profile }: { profile: Profile }) {
  const session = useSession();
  const { showAlert } = useAlerts();
  const save = useSaveProfile();
  const { register, handleSubmit, reset, formState } = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: toInput(profile),
    shouldFocusError: true,
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(toInput(saved));
      showAlert({ type: 'success', message: profileMessages.saved });
      await session.fetchCandidate(saved.numero_documento);
    } catch (error) {
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
          error={errors.certificaciones as never}
        />
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" isLoading={formState.isSubmitting} className="w-full sm:w-auto">
          Guardar cambios
        </Button>
      </div>
    </form>
  );
}

/** The profile tab: loads my profile, then the edit form with spec §5's rules and messages. */
export function ProfileForm() {
  const query = useProfile();
  if (query.isPending) return <PageLoader label="Cargando tu perfil..." />;
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
        {profileMessages.loadError}
      </p>
    );
  }
  return <Form profile={query.data} />;
}
