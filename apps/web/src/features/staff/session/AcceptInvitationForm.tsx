import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { staffAuthMessages } from '@portal/shared/messages';
import { PageLoader } from '@/components/layout/PageLoader';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { ApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { acceptInvitation, invitationQuery } from './api';
import { NewPasswordFields, newPasswordsSchema } from './NewPasswordFields';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : staffAuthMessages.invitationInvalid;

/** `/signup?token=…`: the invitee of an admin or director creates their password (no self sign-up). */
export function AcceptInvitationForm({ token }: { token: string }) {
  const invitation = useQuery({ ...invitationQuery(token), enabled: token.length > 0 });
  const [done, setDone] = useState(false);
  const { form, failure, submitWith } = useZodForm(newPasswordsSchema, {
    defaultValues: { password: '', repeat: '' },
  });
  const { register, formState } = form;
  const submit = submitWith(messageOf, async ({ password }) => {
    await acceptInvitation(token, password);
    setDone(true);
  });

  if (!token) return <FormAlert tone="warning">{staffAuthMessages.invitationInvalid}</FormAlert>;
  if (invitation.isPending) return <PageLoader label="Revisando tu invitación..." />;
  if (invitation.error) return <FormAlert tone="error">{messageOf(invitation.error)}</FormAlert>;
  if (done) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">{staffAuthMessages.passwordSet}</FormAlert>
        <Link
          to="/signin"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white"
        >
          Ir a iniciar sesión
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-brand-900">
          Hola {invitation.data.primer_nombre}, crea tu contraseña
        </h1>
        <p className="text-sm text-slate-600">
          Tu usuario es <strong className="break-all">{invitation.data.correo}</strong>. La contraseña debe
          tener al menos 8 caracteres.
        </p>
      </div>
      {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
      <NewPasswordFields register={register} errors={formState.errors} />
      <Button type="submit" className="w-full" isLoading={formState.isSubmitting}>
        Crear contraseña
      </Button>
    </form>
  );
}
