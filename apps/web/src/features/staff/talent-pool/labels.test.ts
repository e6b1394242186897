import { describe, expect, it } from 'vitest';
import { placeText } from './labels';

describe('placeText', () => {
  it('names a city and its department, and Bogotá, D.C. once', () => {
    expect(placeText({ ciudad: 'Funza', departamento: 'Cundinamarca' })).toBe('Funza, Cundinamarca');
    expect(placeText({ ciudad: 'Bogotá', departamento: 'Bogotá, D.C.' })).toBe('Bogotá, D.C.');
    expect(placeText({ ciudad: null, departamento: null })).toBe('—');
  });
});
