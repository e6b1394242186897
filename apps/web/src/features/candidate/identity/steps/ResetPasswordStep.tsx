import { authFlowMessages } from '@portal/shared/messages';
import { PlainButton } from '@/components/ui/PlainButton';
import { loadAuth } from '@/lib/amplify';
import { confirmationErrorMessage } from '../auth-errors';
import { resetPasswordSchema } from '../schemas';
import type { AuthFlow, FlowStep } from '../use-auth-flow';
import { CodeField } from '../ui/CodeField';
import { FormAlert } from '@/components/ui/FormAlert';
import { LinkAction } from '../ui/LinkAction';
import { StepHeader } from '../ui/StepHeader';
import { TextField } from '@/components/ui/TextField';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { UsernameHint } from '../ui/UsernameHint';

type Step = Extract<FlowStep, { name: 'resetPassword' }>;

/** Forgot password, second step: the code that was sent and the new password. */
export function ResetPasswordStep({ flow, step }: { flow: AuthFlow; step: Step }) {
  const { form, failure, attempt, submitWith } = useZodForm(resetPasswordSchema, {
    defaultValues: { code: '', password: '' },
    onAttempt: flow.dismissNotice,
  });
  const submit = submitWith(confirmationErrorMessage, async ({ code, password }) => {
    const { confirmResetPassword } = await loadAuth();
    await confirmResetPassword({ username: step.username, confirmationCode: code, newPassword: password });
    flow.go({ name: 'signIn' }, { tone: 'success', text: authFlowMessages.passwordUpdated });
  });

  const resend = () => flow.startReset(step.username, { tone: 'success', text: authFlowMessages.codeResent });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <StepHeader title="Crea una contraseña nueva">
        Escribe el código que enviamos a {step.destination ?? 'tu correo electrónico'} y tu nueva contraseña.
      </StepHeader>
      {flow.notice && <FormAlert tone={flow.notice.tone}>{flow.notice.text}</FormAlert>}
      {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
      <UsernameHint username={step.username} />
      <CodeField registration={form.register('code')} error={form.formState.errors.code} />
      <TextField
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        hint="Mínimo 8 caracteres, sin espacios al inicio ni al final."
        registration={form.register('password')}
        error={form.formState.errors.password}
      />
      <PlainButton type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
        Guardar contraseña
      </PlainButton>
      <p className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-center text-sm">
        <LinkAction onPress={() => void attempt(confirmationErrorMessage, resend)}>
          Enviar otro código
        </LinkAction>
        <LinkAction onPress={() => flow.go({ name: 'signIn' })}>Volver a iniciar sesión</LinkAction>
      </p>
    </form>
  );
}
