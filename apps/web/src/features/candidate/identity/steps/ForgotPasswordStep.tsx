import { PlainButton } from '@/components/ui/PlainButton';
import { confirmationErrorMessage } from '../auth-errors';
import { usernameSchema } from '../schemas';
import type { AuthFlow } from '../use-auth-flow';
import { FormAlert } from '@/components/ui/FormAlert';
import { LinkAction } from '../ui/LinkAction';
import { StepHeader } from '../ui/StepHeader';
import { TextField } from '@/components/ui/TextField';
import { useZodForm } from '@/lib/forms/use-zod-form';

/** Forgot password, first step: the document number; a code goes to the registered e-mail. */
export function ForgotPasswordStep({ flow }: { flow: AuthFlow }) {
  const { form, failure, submitWith } = useZodForm(usernameSchema, {
    defaultValues: { username: flow.username },
  });
  const submit = submitWith(confirmationErrorMessage, ({ username }) => flow.startReset(username));

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <StepHeader title="Recupera tu contraseña">
        Escribe tu número de documento. Te enviaremos un código al correo registrado para que crees una
        contraseña nueva.
      </StepHeader>
      {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
      <TextField
        label="Número de documento"
        inputMode="numeric"
        autoComplete="username"
        registration={form.register('username')}
        error={form.formState.errors.username}
      />
      <PlainButton type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
        Enviar código
      </PlainButton>
      <p className="text-center text-sm">
        <LinkAction onPress={() => flow.go({ name: 'signIn' })}>Volver a iniciar sesión</LinkAction>
      </p>
    </form>
  );
}
