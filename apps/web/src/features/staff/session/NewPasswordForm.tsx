import type { ReactNode } from 'react';
import { z } from 'zod';
import { staffPasswordSchema } from '@portal/shared/users/staff';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { TextField } from '@/components/ui/TextField';
import { useZodForm } from '@/lib/forms/use-zod-form';

/** A new password typed twice: the invitation and the reset screens ask it the same way. */
export const newPasswordsSchema = z
  .object({ password: staffPasswordSchema, repeat: z.string() })
  .refine((values) => values.password === values.repeat, {
    path: ['repeat'],
    message: 'Las contraseñas no coinciden.',
  });

interface NewPasswordFormProps {
  heading: ReactNode;
  /** What the person should know before saving (their user, the rules, what saving does). */
  intro: ReactNode;
  submitLabel: string;
  /** The Spanish message of a failed save. */
  messageOf: (error: unknown) => string;
  onSave: (password: string) => Promise<void>;
}

/** The form of the invitation and reset screens: a heading, what to know, the password twice, save. */
export function NewPasswordForm({ heading, intro, submitLabel, messageOf, onSave }: NewPasswordFormProps) {
  const { form, failure, submitWith } = useZodForm(newPasswordsSchema, {
    defaultValues: { password: '', repeat: '' },
  });
  const { register, formState } = form;
  const submit = submitWith(messageOf, ({ password }) => onSave(password));
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-brand-900">{heading}</h1>
        <p className="text-sm text-slate-600">{intro}</p>
      </div>
      {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
      <TextField
        label="Contraseña nueva"
        type="password"
        autoComplete="new-password"
        registration={register('password')}
        error={formState.errors.password}
      />
      <TextField
        label="Repite la contraseña"
        type="password"
        autoComplete="new-password"
        registration={register('repeat')}
        error={formState.errors.repeat}
      />
      <Button type="submit" className="w-full" isLoading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
