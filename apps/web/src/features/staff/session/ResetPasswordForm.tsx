import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { staffAuthMessages } from '@portal/shared/messages';
import { PageLoader } from '@/components/layout/PageLoader';
import { FormAlert } from '@/components/ui/FormAlert';
import { apiErrorMessage } from '@/lib/api-client';
import { passwordResetQuery, resetPassword } from './api';
import { NewPasswordForm } from './NewPasswordForm';

const messageOf = (error: unknown) => apiErrorMessage(error, staffAuthMessages.resetInvalid);

function AskAgain({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <FormAlert tone="error">{message}</FormAlert>
      <Link
        to="/recuperar-contrasena"
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white"
      >
        Pedir un enlace nuevo
      </Link>
    </div>
  );
}

/** `/restablecer?token=…`: the new password from a mailed link; it signs in and ends other sessions. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const link = useQuery({ ...passwordResetQuery(token), enabled: token.length > 0 });
  const save = async (password: string) => {
    const result = await resetPassword(token, password);
    void navigate(result.destino === '/order' ? '/order/procesos' : result.destino);
  };

  if (!token) return <AskAgain message={staffAuthMessages.resetInvalid} />;
  if (link.isPending) return <PageLoader label="Revisando el enlace..." />;
  if (link.error) return <AskAgain message={messageOf(link.error)} />;
  return (
    <NewPasswordForm
      heading={`Hola ${link.data.primer_nombre}, crea una contraseña nueva`}
      intro={
        <>
          Tu usuario es <strong className="break-all">{link.data.correo}</strong>. La contraseña debe tener al
          menos 8 caracteres. Al guardarla se cierran tus sesiones en otros equipos.
        </>
      }
      submitLabel="Guardar contraseña"
      messageOf={messageOf}
      onSave={save}
    />
  );
}
