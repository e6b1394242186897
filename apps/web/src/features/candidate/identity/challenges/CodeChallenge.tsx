import { PlainButton } from '@/components/ui/PlainButton';
import { confirmationErrorMessage } from '../auth-errors';
import { codeSchema } from '../schemas';
import { CodeField } from '../ui/CodeField';
import { FormAlert } from '@/components/ui/FormAlert';
import { useZodForm } from '@/lib/forms/use-zod-form';
import type { Respond } from './use-respond';

/** A 6-digit code from the authenticator app, e-mail or SMS; also the last step of TOTP setup. */
export function CodeChallenge({
  respond,
  submitLabel = 'Verificar',
}: {
  respond: Respond;
  submitLabel?: string;
}) {
  const { form, failure, submitWith } = useZodForm(codeSchema, { defaultValues: { code: '' } });
  const submit = submitWith(confirmationErrorMessage, ({ code }) => respond(code));
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
      <CodeField registration={form.register('code')} error={form.formState.errors.code} />
      <PlainButton type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
        {submitLabel}
      </PlainButton>
    </form>
  );
}
