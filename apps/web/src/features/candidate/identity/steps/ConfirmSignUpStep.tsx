import { useState } from 'react';
import { authFlowMessages, authMessages } from '@portal/shared/messages';
import { useAlerts } from '@/components/alerts/alerts-context';
import { PlainButton } from '@/components/ui/PlainButton';
import { loadAuth } from '@/lib/amplify';
import { confirmationErrorMessage } from '../auth-errors';
import { codeSchema } from '../schemas';
import type { AuthFlow, FlowStep } from '../use-auth-flow';
import { CodeField } from '../ui/CodeField';
import { FormAlert } from '@/components/ui/FormAlert';
import { LinkAction } from '../ui/LinkAction';
import { StepHeader } from '../ui/StepHeader';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useCooldown } from '@/lib/use-cooldown';

type Step = Extract<FlowStep, { name: 'confirmSignUp' }>;

/** Seconds between two resends: the e-mail takes a moment, and each resend replaces the last code. */
const RESEND_COOLDOWN_SECONDS = 30;

/** The code sent at sign-up: confirm it, or ask for a new one; then sign in automatically. */
export function ConfirmSignUpStep({ flow, step }: { flow: AuthFlow; step: Step }) {
  const { showAlert } = useAlerts();
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const { form, failure, setFailure, submitWith } = useZodForm(codeSchema, {
    defaultValues: { code: '' },
    onAttempt: () => {
      setResent(false);
      flow.dismissNotice();
    },
  });
  const cooldown = useCooldown();
  const notice = resent ? { tone: 'success' as const, text: authFlowMessages.codeResent } : flow.notice;

  const submit = submitWith(confirmationErrorMessage, async ({ code }) => {
    const { confirmSignUp } = await loadAuth();
    await confirmSignUp({ username: step.username, confirmationCode: code });
    showAlert({ type: 'success', message: authMessages.confirmationSuccess });
    await flow.signInAfterConfirmation(step.username, step.password);
  });

  /** A new code makes the last one's error stale: it goes, and the notice says a code was sent. */
  const resend = async () => {
    setFailure(null);
    setResending(true);
    try {
      const { resendSignUpCode } = await loadAuth();
      await resendSignUpCode({ username: step.username });
      setResent(true);
      cooldown.start(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      // A failed resend is only logged (spec §8).
      console.warn('No se pudo reenviar el código', error);
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <StepHeader title="Confirma tu cuenta">
        Escribe el código de 6 dígitos que enviamos a {step.destination ?? 'tu correo electrónico'}.
      </StepHeader>
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
      <CodeField registration={form.register('code')} error={form.formState.errors.code} />
      <PlainButton type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
        Confirmar cuenta
      </PlainButton>
      <PlainButton
        variant="secondary"
        className="w-full"
        isLoading={resending}
        isDisabled={cooldown.remaining > 0}
        onPress={() => void resend()}
      >
        {cooldown.remaining > 0 ? `Reenviar código en ${cooldown.remaining} s` : 'Reenviar código'}
      </PlainButton>
      <p className="text-center text-sm">
        <LinkAction onPress={() => flow.go({ name: 'signIn' })}>Volver a iniciar sesión</LinkAction>
      </p>
    </form>
  );
}
