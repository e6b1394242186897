import { describe, expect, it } from 'vitest';
import { nitCheckDigit, parseNit } from './nit';

describe('NIT check digit (DIAN)', () => {
  it.each([
    ['800197268', 4], // DIAN's own NIT
    ['860034313', 7], // Davivienda
    ['890903938', 8], // Bancolombia S.A. (Medellín)
    ['899999068', 1], // Ecopetrol
  ])('%s → %i', (nit, digit) => {
    expect(nitCheckDigit(nit)).toBe(digit);
  });

  it('parses the usual spellings and refuses a wrong digit', () => {
    expect(parseNit('800.197.268-4')).toEqual({ nit: '800197268', digito_verificacion: 4 });
    expect(parseNit('8001972684')).toEqual({ nit: '800197268', digito_verificacion: 4 });
    expect(parseNit('800197268-5')).toBeNull();
    expect(parseNit('abc')).toBeNull();
  });
});
