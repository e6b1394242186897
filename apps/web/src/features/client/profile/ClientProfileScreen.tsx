import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  clientProfileFallbacks as fallback,
  updateClientProfileBodySchema,
  type ClientProfile,
} from '@portal/shared/users/client-profile';
import { useAlerts } from '@/components/alerts/alerts-context';
import { PageLoader } from '@/components/layout/PageLoader';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { TextField } from '@/components/ui/TextField';
import { apiErrorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { clientProfileQuery, saveClientProfile } from './api';

function ContactForm({ profile, onDone }: { profile: ClientProfile; onDone(): void }) {
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const { form, failure, submitWith } = useZodForm(updateClientProfileBodySchema, {
    defaultValues: { email: profile.email ?? '', phone: profile.phone ?? '', address: profile.address ?? '' },
  });
  const { register, formState } = form;
  const submit = submitWith(
    (error) => apiErrorMessage(error, 'No pudimos guardar los datos. Intenta de nuevo.'),
    async (values) => {
      const result = await saveClientProfile(values);
      await queryClient.invalidateQueries({ queryKey: clientProfileQuery.queryKey });
      showAlert({ type: 'success', message: result.message });
      onDone();
    },
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
      <TextField
        label="Correo de la empresa"
        type="email"
        registration={register('email')}
        error={formState.errors.email}
      />
      <TextField
        label="Teléfono"
        type="tel"
        registration={register('phone')}
        error={formState.errors.phone}
      />
      <TextField label="Dirección" registration={register('address')} error={formState.errors.address} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onDone}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={formState.isSubmitting}>
          Guardar
        </Button>
      </div>
    </form>
  );
}

/** `/order/profile`: the company's data with the spec's fallbacks, editable, and Cerrar Sesión. */
export function ClientProfileScreen() {
  const profile = useQuery(clientProfileQuery);
  const [editing, setEditing] = useState(false);
  if (profile.isPending) return <PageLoader label="Cargando perfil..." />;
  if (profile.error) return <FormAlert tone="error">No pudimos cargar el perfil de tu empresa.</FormAlert>;
  const data = profile.data;
  const facts: [string, string][] = [
    ['Correo', data.email ?? 'Sin correo registrado'],
    ['Teléfono', data.phone ?? fallback.phone],
    ['Dirección', data.address ?? fallback.address],
    ['NIT', data.nit],
  ];
  return (
    <section className="mx-auto w-full max-w-2xl space-y-5 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{data.name || fallback.name}</h1>
        <p className="text-sm text-slate-600">
          {data.usuario.nombre} · {data.usuario.correo}
        </p>
      </div>
      <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        {editing ? (
          <ContactForm profile={data} onDone={() => setEditing(false)} />
        ) : (
          <>
            <dl className="grid gap-3 sm:grid-cols-2">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-slate-600">{label}</dt>
                  <dd className="break-words font-medium text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            <Button variant="secondary" className="mt-4" onPress={() => setEditing(true)}>
              Editar datos
            </Button>
          </>
        )}
      </div>
      <Link
        to="/logout"
        className="inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-red-700 ring-1 ring-red-700/30 hover:bg-red-50"
      >
        Cerrar Sesión
      </Link>
    </section>
  );
}
