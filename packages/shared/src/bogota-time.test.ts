import { describe, expect, it } from 'vitest';
import { bogotaToday, bogotaWallClock } from './bogota-time';

describe("Bogotá's time", () => {
  it('is UTC−5: 04:59 UTC on New Year is still the last evening of the old year', () => {
    expect(bogotaWallClock('2026-01-01T04:59:00Z')).toBe('2025-12-31T23:59:00');
    expect(bogotaToday(new Date('2026-01-01T04:59:00Z'))).toBe('2025-12-31');
    expect(bogotaToday(new Date('2026-01-01T05:00:00Z'))).toBe('2026-01-01');
  });
});
