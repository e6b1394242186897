import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { staffPasswordSchema } from '@portal/shared/staff';
import { TextField } from '@/components/ui/TextField';

/** A new password typed twice: the invitation and the reset screens ask it the same way. */
export const newPasswordsSchema = z
  .object({ password: staffPasswordSchema, repeat: z.string() })
  .refine((values) => values.password === values.repeat, {
    path: ['repeat'],
    message: 'Las contraseñas no coinciden.',
  });
export type NewPasswords = z.infer<typeof newPasswordsSchema>;

export function NewPasswordFields({
  register,
  errors,
}: {
  register: UseFormRegister<NewPasswords>;
  errors: FieldErrors<NewPasswords>;
}) {
  return (
    <>
      <TextField
        label="Contraseña nueva"
        type="password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password}
      />
      <TextField
        label="Repite la contraseña"
        type="password"
        autoComplete="new-password"
        registration={register('repeat')}
        error={errors.repeat}
      />
    </>
  );
}
