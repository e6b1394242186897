import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-spanish';

describe('form messages where a schema names none', () => {
  it('are Spanish, never zod’s English fallback', () => {
    const message = z.number().positive().safeParse(0).error?.issues[0]?.message ?? '';
    expect(message).not.toMatch(/too small|expected/i);
    expect(message).toMatch(/demasiado pequeño/i);
  });
});

describe('a number that cannot be read', () => {
  it('says what to write, not what zod received', () => {
    const schema = z.coerce.number().int();
    expect(schema.safeParse('dos').error?.issues[0]?.message).toBe('Escribe un número, solo con cifras.');
    expect(schema.safeParse('1e400').error?.issues[0]?.message).toMatch(/demasiado grande/);
    expect(schema.safeParse('1.5').error?.issues[0]?.message).toBe(
      'Escribe un número entero, sin decimales.',
    );
  });
});
