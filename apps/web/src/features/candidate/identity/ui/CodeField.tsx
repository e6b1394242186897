import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/TextField';

/** A 6-digit one-time code: numeric keyboard and the browser's one-time-code autofill. */
export function CodeField({
  registration,
  error,
  label = 'Código de verificación',
}: {
  registration: UseFormRegisterReturn;
  error?: FieldError;
  label?: string;
}) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="000000"
      className="tracking-[0.4em]"
      registration={registration}
      error={error}
    />
  );
}
