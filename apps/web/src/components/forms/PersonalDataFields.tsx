import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../ui/TextField';

/** One field of a form: its react-hook-form registration and its current error. */
export interface BoundField {
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

/**
 * A person's names, as the candidate's sign-up and profile ask them: first name and first surname,
 * each followed by its optional second one when the form has it. Fields only, no wrapper: the form
 * lays them out (in a two-column grid in both today).
 */
export function NameFields({
  firstName,
  middleName,
  lastName,
  secondLastName,
}: {
  firstName: BoundField;
  middleName?: BoundField;
  lastName: BoundField;
  secondLastName?: BoundField;
}) {
  return (
    <>
      <TextField label="Primer nombre" autoComplete="given-name" {...firstName} />
      {middleName && (
        <TextField label="Segundo nombre (opcional)" autoComplete="additional-name" {...middleName} />
      )}
      <TextField label="Primer apellido" autoComplete="family-name" {...lastName} />
      {secondLastName && <TextField label="Segundo apellido (opcional)" {...secondLastName} />}
    </>
  );
}

/** E-mail and the optional mobile number (spec §5: without a plus sign, +57 is added). No wrapper. */
export function ContactFields({ email, phone }: { email: BoundField; phone: BoundField }) {
  return (
    <>
      <TextField label="Correo electrónico" type="email" autoComplete="email" {...email} />
      <TextField
        label="Número de celular (opcional)"
        type="tel"
        autoComplete="tel"
        hint="Sin indicativo usamos +57 (Colombia). Ejemplo: 300 123 4567."
        {...phone}
      />
    </>
  );
}
