import { useState } from 'react';
import { PlainButton } from '@/components/ui/PlainButton';
import { useSession } from '@/lib/session/session-context';
import { isUnknownUser, loginErrorMessage } from '../auth-errors';
import { signInSchema } from '../schemas';
import type { AuthFlow } from '../use-auth-flow';
import { FormAlert } from '@/components/ui/FormAlert';
import { LinkAction } from '../ui/LinkAction';
import { StepHeader } from '../ui/StepHeader';
import { TextField } from '@/components/ui/TextField';
import { useZodForm } from '@/lib/forms/use-zod-form';

/** Sign in with número de documento and contraseña (SRP), or ask for a code by e-mail. */
export function SignInStep({ flow }: { flow: AuthFlow }) {
  const { login } = useSession();
  const { form, failure, attempt, submitWith } = useZodForm(signInSchema, {
    defaultValues: { username: flow.username, password: '' },
    onAttempt: flow.dismissNotice,
  });
  const { register, formState, getValues, trigger } = form;
  const [emailPending, setEmailPending] = useState(false);

  const submit = submitWith(loginErrorMessage, async ({ username, password }) => {
    flow.remember(username);
    await flow.afterLogin(await login(username, password), password);
  });

  const signInWithEmailCode = async () => {
    if (!(await trigger('username'))) return;
    const username = getValues('username').trim();
    flow.remember(username);
    setEmailPending(true);
    await attempt(loginErrorMessage, async () => flow.afterLogin(await login(username, '', 'emailCode')));
    setEmailPending(false);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <StepHeader title="Ingresa al portal">
        Usa tu número de documento y tu contraseña para ver tus vacantes, aplicaciones y documentos.
      </StepHeader>
      {flow.notice && <FormAlert tone={flow.notice.tone}>{flow.notice.text}</FormAlert>}
      {failure && (
        <FormAlert tone="error">
          {failure.message}{' '}
          {isUnknownUser(failure.error) && (
            <LinkAction onPress={() => flow.go({ name: 'signUp' })}>Crear mi contraseña</LinkAction>
          )}
        </FormAlert>
      )}
      <TextField
        label="Número de documento"
        inputMode="numeric"
        autoComplete="username"
        registration={register('username')}
        error={formState.errors.username}
      />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={formState.errors.password}
      />
      <div className="flex justify-end text-sm">
        <LinkAction onPress={() => flow.go({ name: 'forgotPassword' })}>¿Olvidaste tu contraseña?</LinkAction>
      </div>
      <PlainButton type="submit" className="w-full" isLoading={formState.isSubmitting}>
        Iniciar sesión
      </PlainButton>
      <PlainButton
        variant="secondary"
        className="w-full"
        isLoading={emailPending}
        onPress={() => void signInWithEmailCode()}
      >
        Ingresar con un código a mi correo
      </PlainButton>
      <p className="border-t border-slate-200 pt-5 text-center text-sm text-slate-600">
        ¿Es tu primera vez en el portal?{' '}
        <LinkAction onPress={() => flow.go({ name: 'signUp' })}>Crea tu contraseña</LinkAction>
      </p>
    </form>
  );
}
