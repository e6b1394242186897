import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  normalizeEmail,
  normalizeName,
  normalizePhone,
  personName,
  phoneSchema,
} from './contact';
import { loginBodySchema } from './users/staff';
import { validationMessages } from './messages/common';

describe('contact rules (spec §5)', () => {
  it.each([
    ['3001234567', '+573001234567'],
    ['300.123.4567', '+573001234567'],
    ['(300) 123-4567', '+573001234567'],
    ['+573001234567', '+573001234567'],
    ['', ''],
    ['12345', null],
    ['300123456a', null],
  ])('phone %s → %s', (raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
  });

  it('phone is optional and says why when invalid', () => {
    expect(phoneSchema.parse(undefined)).toBeNull();
    expect(phoneSchema.parse(' ')).toBeNull();
    expect(phoneSchema.safeParse('123').error?.issues[0]?.message).toBe(validationMessages.numeroContacto);
  });

  it.each([
    [' Ana@Ejemplo.CO ', 'ana@ejemplo.co'],
    ['ana@ejemplo', null],
    ['ana @ejemplo.co', null],
    ['ana@@ejemplo.co', null],
    ['ana@.co', null],
    ['ana.maria+trabajo@correo.com.co', 'ana.maria+trabajo@correo.com.co'],
    // Forms a mail server delivers to someone else's plain address.
    ['<otra@ejemplo.co>', null],
    ['"otra"@ejemplo.co', null],
    ['otra(x)@ejemplo.co', null],
  ])('email %s → %s', (raw, expected) => {
    expect(normalizeEmail(raw)).toBe(expected);
  });

  it('email schema gives the spec message', () => {
    expect(emailSchema.safeParse('x').error?.issues[0]?.message).toBe(validationMessages.correo);
    expect(emailSchema.parse('A@B.co')).toBe('a@b.co');
  });

  it('names drop invisible characters (bidi overrides, zero-width) and extra spaces', () => {
    expect(normalizeName('  Ana\u200b  Ma\u202eríA\u202c ')).toBe('Ana MaríA');
    expect(normalizeName('\u200eJosé\ufeff')).toBe('José');
  });
});

describe('length limits say so, not the field’s “required” text', () => {
  it('answers a name over 60 characters and a password over 256 with what is wrong', () => {
    const name = personName('El nombre es obligatorio.').safeParse('a'.repeat(300));
    expect(name.error?.issues[0]?.message).toBe('Escribe como máximo 60 caracteres.');
    const login = loginBodySchema.safeParse({ correo: 'admin@portal.local', password: 'x'.repeat(300) });
    expect(login.error?.issues[0]?.message).toBe('La contraseña es demasiado larga.');
  });
});
