import { PlainButton } from '@/components/ui/PlainButton';
import { confirmationErrorMessage } from '../auth-errors';
import { answerSchema, newPasswordSchema } from '../schemas';
import { FormAlert } from '@/components/ui/FormAlert';
import { TextField } from '@/components/ui/TextField';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { UsernameHint } from '../ui/UsernameHint';
import type { Respond } from './use-respond';

/** A free-text answer: a custom challenge, the password again, or the e-mail for e-mail MFA. */
export function AnswerChallenge({
  respond,
  label,
  type = 'text',
  autoComplete,
}: {
  respond: Respond;
  label: string;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
}) {
  const { form, failure, submitWith } = useZodForm(answerSchema, { defaultValues: { answer: '' } });
  const submit = submitWith(confirmationErrorMessage, ({ answer }) => respond(answer));
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
      <TextField
        label={label}
        type={type}
        autoComplete={autoComplete}
        registration={form.register('answer')}
        error={form.formState.errors.answer}
      />
      <PlainButton type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
        Continuar
      </PlainButton>
    </form>
  );
}

/** NEW_PASSWORD_REQUIRED: the account was created for the person, who now chooses a password. */
export function NewPasswordChallenge({ respond, username }: { respond: Respond; username: string }) {
  const { form, failure, submitWith } = useZodForm(newPasswordSchema, { defaultValues: { password: '' } });
  const submit = submitWith(confirmationErrorMessage, ({ password }) => respond(password));
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
      <UsernameHint username={username} />
      <TextField
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        hint="Mínimo 8 caracteres, sin espacios al inicio ni al final."
        registration={form.register('password')}
        error={form.formState.errors.password}
      />
      <PlainButton type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
        Guardar y continuar
      </PlainButton>
    </form>
  );
}
