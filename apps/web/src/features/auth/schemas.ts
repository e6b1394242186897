import { z } from 'zod';
import {
  PASSWORD_MIN_LENGTH,
  PHONE_DEFAULT_PREFIX,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from '@portal/shared/constants';
import {
  authFlowMessages,
  confirmationErrors,
  registrationErrors,
  validationMessages,
} from '@portal/shared/messages';

const PHONE_PATTERN = new RegExp(`^\\+?\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);
/** No spaces, one at-sign, a dot in the domain (spec §5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * numero_contacto1 (spec §5): an optional plus then 10 to 15 digits; +57 is added without a plus.
 * Spaces, dots, dashes and brackets people type to group digits are ignored. Null when invalid.
 */
export function normalizePhone(raw: string): string | null {
  const compact = raw.replace(/[\s().-]/g, '');
  if (!PHONE_PATTERN.test(compact)) return null;
  return compact.startsWith('+') ? compact : `${PHONE_DEFAULT_PREFIX}${compact}`;
}

export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value);

/** At least 8 characters, no leading or trailing spaces (spec §5). */
const password = (message: string) =>
  z
    .string()
    .min(PASSWORD_MIN_LENGTH, message)
    .refine((value) => value === value.trim(), message);

const documentNumber = z
  .string()
  .trim()
  .min(1, authFlowMessages.documentRequired)
  .regex(/^[A-Za-z0-9]+$/, authFlowMessages.documentInvalid);

const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, authFlowMessages.codeInvalid);

export const signInSchema = z.object({
  username: documentNumber,
  password: z.string().min(1, authFlowMessages.passwordRequired),
});

export const signUpSchema = z.object({
  username: documentNumber,
  firstName: z.string().trim().min(1, validationMessages.primerNombre),
  lastName: z.string().trim().min(1, authFlowMessages.lastNameRequired),
  email: z.string().trim().refine(isValidEmail, validationMessages.correo),
  phone: z.string().refine((value) => normalizePhone(value) !== null, validationMessages.numeroContacto),
  password: password(registrationErrors.InvalidPasswordException),
});

export const usernameSchema = z.object({ username: documentNumber });
export const codeSchema = z.object({ code });
export const resetPasswordSchema = z.object({
  code,
  password: password(confirmationErrors.InvalidPasswordException),
});
export const newPasswordSchema = z.object({
  password: password(confirmationErrors.InvalidPasswordException),
});
export const answerSchema = z.object({ answer: z.string().trim().min(1, authFlowMessages.answerRequired) });

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
