import { useState } from 'react';
import { Link } from 'react-router';
import { forgotPasswordBodySchema } from '@portal/shared/users/staff';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { TextField } from '@/components/ui/TextField';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { requestPasswordReset } from './api';
import { signInErrorMessage } from './messages';

const backLink = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/** `/recuperar-contrasena`: asks for a reset link; the answer never says whether the address has a user. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { form, failure, submitWith } = useZodForm(forgotPasswordBodySchema, {
    defaultValues: { correo: '' },
  });
  const { register, formState } = form;
  const submit = submitWith(signInErrorMessage, async ({ correo }) => {
    setSent((await requestPasswordReset(correo)).message);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-brand-900">¿Olvidaste tu contraseña?</h1>
        <p className="text-sm text-slate-600">
          Escribe el correo de tu usuario del equipo o de tu empresa. Te enviaremos un enlace para crear una
          contraseña nueva.
        </p>
      </div>
      {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
      {sent && <FormAlert tone="success">{sent}</FormAlert>}
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="username"
        registration={register('correo')}
        error={formState.errors.correo}
      />
      <Button type="submit" className="w-full" isLoading={formState.isSubmitting}>
        {sent ? 'Enviar otro enlace' : 'Enviar enlace'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        <Link to="/signin" className={backLink}>
          Volver a iniciar sesión
        </Link>
      </p>
    </form>
  );
}
