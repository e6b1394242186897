import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { staffAuthMessages } from '@portal/shared/messages';
import { PageLoader } from '@/components/layout/PageLoader';
import { FormAlert } from '@/components/ui/FormAlert';
import { apiErrorMessage } from '@/lib/api-client';
import { acceptInvitation, invitationQuery } from './api';
import { NewPasswordForm } from './NewPasswordForm';

const messageOf = (error: unknown) => apiErrorMessage(error, staffAuthMessages.invitationInvalid);

/** `/signup?token=…`: the invitee of an admin or director creates their password (no self sign-up). */
export function AcceptInvitationForm({ token }: { token: string }) {
  const invitation = useQuery({ ...invitationQuery(token), enabled: token.length > 0 });
  const [done, setDone] = useState(false);
  const save = async (password: string) => {
    await acceptInvitation(token, password);
    setDone(true);
  };

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
    <NewPasswordForm
      heading={`Hola ${invitation.data.primer_nombre}, crea tu contraseña`}
      intro={
        <>
          Tu usuario es <strong className="break-all">{invitation.data.correo}</strong>. La contraseña debe
          tener al menos 8 caracteres.
        </>
      }
      submitLabel="Crear contraseña"
      messageOf={messageOf}
      onSave={save}
    />
  );
}
