import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@portal/shared/constants';
import { isValidEmail, normalizePhone } from '@portal/shared/contact';
import {
  authFlowMessages,
  confirmationErrors,
  consentMessages,
  registrationErrors,
  validationMessages,
} from '@portal/shared/messages';

/** At least 8 characters, no leading or trailing spaces (spec §5). */
const password = (message: string) =>
  z
    .string()
    .min(PASSWORD_MIN_LENGTH, message)
    .refine((value) => value === value.trim(), message);

/** A cédula as people type it ("1.020.304.050") is the same number: dots and spaces are dropped. */
const documentNumber = z
  .string()
  .transform((value) => value.replace(/[.\s]/g, ''))
  .pipe(
    z
      .string()
      .min(1, authFlowMessages.documentRequired)
      .regex(/^[A-Za-z0-9]+$/, authFlowMessages.documentInvalid),
  );

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
  email: z.string().trim().toLowerCase().refine(isValidEmail, validationMessages.correo),
  // Optional (spec §5): empty is fine; otherwise 10 to 15 digits, +57 by default.
  phone: z.string().refine((value) => normalizePhone(value) !== null, validationMessages.numeroContacto),
  password: password(registrationErrors.InvalidPasswordException),
  // Ley 1581 de 2012: unticked by default; processing is required, the other two are optional.
  tratamiento: z.boolean().refine((value) => value, consentMessages.required),
  compartir: z.boolean(),
  alertas: z.boolean(),
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
