import { describe, expect, it } from 'vitest';
import { validationMessages } from '@portal/shared/messages';
import { isValidEmail, normalizePhone, signUpSchema } from './schemas';

describe('normalizePhone (spec §5)', () => {
  it('adds +57 when there is no plus', () => {
    expect(normalizePhone('3001234567')).toBe('+573001234567');
    expect(normalizePhone('300 123 4567')).toBe('+573001234567');
    expect(normalizePhone('(300) 123-4567')).toBe('+573001234567');
  });
  it('keeps a number that starts with a plus', () => {
    expect(normalizePhone('+573001234567')).toBe('+573001234567');
    expect(normalizePhone('+14155550123')).toBe('+14155550123');
  });
  it('accepts 10 to 15 digits only', () => {
    expect(normalizePhone('123456789')).toBeNull();
    expect(normalizePhone('1234567890')).toBe('+571234567890');
    expect(normalizePhone('123456789012345')).toBe('+57123456789012345');
    expect(normalizePhone('1234567890123456')).toBeNull();
    expect(normalizePhone('+12345678901234567')).toBeNull();
    expect(normalizePhone('300-ABC-4567')).toBeNull();
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone('++3001234567')).toBeNull();
  });
});

describe('sign-up validation', () => {
  const valid = {
    username: '1020304050',
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana@example.co',
    phone: '3001234567',
    password: 'Portal2026!',
  };
  const errorsOf = (values: object) =>
    signUpSchema.safeParse({ ...valid, ...values }).error?.issues.map((issue) => issue.message) ?? [];

  it('accepts valid data', () => expect(errorsOf({})).toEqual([]));
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
