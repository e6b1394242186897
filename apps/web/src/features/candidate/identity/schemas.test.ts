import { describe, expect, it } from 'vitest';
import { consentMessages, validationMessages } from '@portal/shared/messages';
import { isValidEmail } from '@portal/shared/contact';
import { signInSchema, signUpSchema } from './schemas';

describe('sign-up validation', () => {
  const valid = {
    username: '1020304050',
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana@example.co',
    phone: '3001234567',
    password: 'Portal2026!',
    tratamiento: true,
    compartir: false,
    alertas: false,
  };
  const errorsOf = (values: object) =>
    signUpSchema.safeParse({ ...valid, ...values }).error?.issues.map((issue) => issue.message) ?? [];

  it('accepts valid data', () => expect(errorsOf({})).toEqual([]));
  it('requires the processing authorization and leaves the other two optional (Ley 1581)', () => {
    expect(errorsOf({ tratamiento: false })).toEqual([consentMessages.required]);
    expect(errorsOf({ compartir: true, alertas: true })).toEqual([]);
  });
  it('takes the phone as optional (spec §5) and a grouped one as the same number', () => {
    expect(errorsOf({ phone: '' })).toEqual([]);
    expect(errorsOf({ phone: '300.123.4567' })).toEqual([]);
  });
  it('reads a cédula typed with dots or spaces as the plain number', () => {
    expect(signInSchema.parse({ username: '1.020.304.050', password: 'x' }).username).toBe('1020304050');
    expect(signUpSchema.parse({ ...valid, username: ' 1 020 304 050 ' }).username).toBe('1020304050');
  });
  it('rejects bad e-mail, phone and missing name with the spec messages', () => {
    expect(errorsOf({ email: 'ana@example' })).toEqual([validationMessages.correo]);
    expect(errorsOf({ email: 'a na@example.co' })).toEqual([validationMessages.correo]);
    expect(errorsOf({ email: 'ana@@example.co' })).toEqual([validationMessages.correo]);
    expect(errorsOf({ phone: '12345' })).toEqual([validationMessages.numeroContacto]);
    expect(errorsOf({ firstName: '  ' })).toEqual([validationMessages.primerNombre]);
  });
  it('rejects short passwords and leading or trailing spaces', () => {
    expect(errorsOf({ password: 'Corta1!' })).toHaveLength(1);
    expect(errorsOf({ password: ' Portal2026!' })).toHaveLength(1);
    expect(errorsOf({ password: 'Portal2026! ' })).toHaveLength(1);
  });
  it('checks e-mail shape', () => {
    expect(isValidEmail('nombre.apellido@correo.com.co')).toBe(true);
    expect(isValidEmail('sin-arroba.com')).toBe(false);
  });
});
