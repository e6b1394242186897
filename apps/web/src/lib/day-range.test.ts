import { describe, expect, it } from 'vitest';
import { formatDayRange } from './day-range';

describe('formatDayRange', () => {
  it('names the month and year of a span of days once where both days share them', () => {
    expect(formatDayRange('2026-11-16', '2026-11-22')).toBe('del 16 al 22 de noviembre de 2026');
    expect(formatDayRange('2026-11-30', '2026-12-06')).toBe('del 30 de noviembre al 6 de diciembre de 2026');
    expect(formatDayRange('2026-12-28', '2027-01-03')).toBe(
      'del 28 de diciembre de 2026 al 3 de enero de 2027',
    );
  });
});
