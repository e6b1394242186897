import { describe, expect, it } from 'vitest';
import { formatAge, formatCop, formatDate, formatDuration, formatMilliseconds, formatRecent } from './format';

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
  it('says how long something has been running, in its two largest units', () => {
    expect(formatDuration(45.7)).toBe('45 s');
    expect(formatDuration(250)).toBe('4 min 10 s');
    expect(formatDuration(2 * 3600 + 5 * 60 + 9)).toBe('2 h 5 min');
    expect(formatDuration(3 * 86_400 + 4 * 3600 + 59)).toBe('3 d 4 h');
  });
  it('writes a recent instant without its year, in Bogotá time', () => {
    expect(formatRecent('2026-11-24T16:41:05Z').replace(/\s/g, ' ')).toBe('24 de nov, 11:41 a. m.');
    expect(formatRecent('2026-11-24T16:41:05Z', { seconds: true }).replace(/\s/g, ' ')).toBe(
      '24 de nov, 11:41:05 a. m.',
    );
  });
  it('writes a measured time with a decimal comma below ten milliseconds', () => {
    expect(formatMilliseconds(0.84)).toBe('0,8 ms');
    expect(formatMilliseconds(1234.6)).toBe('1.235 ms');
  });
});
