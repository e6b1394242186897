import { describe, expect, it } from 'vitest';
import { formatAge, formatCop, formatDate } from './format';

describe('format', () => {
  it('writes pesos the Colombian way', () => {
    expect(formatCop(1_423_500).replace(/\s/g, ' ')).toBe('$ 1.423.500');
  });
  it('reads a calendar date as that day in Bogotá', () => {
    expect(formatDate('2026-12-31')).toBe('31 de diciembre de 2026');
  });
  it('says how old a publication is', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(formatAge('2026-11-21T08:00:00Z', now)).toBe('Publicada hoy');
    expect(formatAge('2026-11-20T08:00:00Z', now)).toBe('Publicada ayer');
    expect(formatAge('2026-11-16T08:00:00Z', now)).toBe('Publicada hace 5 días');
  });
});
