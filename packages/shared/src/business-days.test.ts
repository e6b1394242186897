import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysBetween, colombianHolidays, isBusinessDay } from './business-days';

describe('Colombian holidays (Ley 51 de 1983)', () => {
  it('lists the 18 holidays of 2026 as the official calendar does', () => {
    expect([...colombianHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-12',
      '2026-03-23',
      '2026-04-02',
      '2026-04-03',
      '2026-05-01',
      '2026-05-18',
      '2026-06-08',
      '2026-06-15',
      '2026-06-29',
      '2026-07-20',
      '2026-08-07',
      '2026-08-17',
      '2026-10-12',
      '2026-11-02',
      '2026-11-16',
      '2026-12-08',
      '2026-12-25',
    ]);
  });

  it('moves Easter-bound holidays with Easter (2027: Easter on 28 March)', () => {
    const holidays = colombianHolidays(2027);
    expect(holidays.has('2027-03-25')).toBe(true); // Jueves Santo
    expect(holidays.has('2027-03-26')).toBe(true); // Viernes Santo
    expect(holidays.has('2027-05-10')).toBe(true); // Ascensión
    expect(holidays.has('2027-05-31')).toBe(true); // Corpus Christi
    expect(holidays.has('2027-06-07')).toBe(true); // Sagrado Corazón
  });
});

describe('business days', () => {
  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-11-13')).toBe(true); // Friday
    expect(isBusinessDay('2026-11-14')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-16')).toBe(false); // Independencia de Cartagena
  });

  it('counts a term from the day after the request, across a holiday', () => {
    // Received Friday 13 Nov 2026: Monday 16 is a holiday, so day 1 is Tuesday 17.
    expect(addBusinessDays('2026-11-13', 1)).toBe('2026-11-17');
    expect(addBusinessDays('2026-11-13', 10)).toBe('2026-11-30');
    // Fifteen business days from 24 Nov 2026 cross the 8 December holiday.
    expect(addBusinessDays('2026-11-24', 15)).toBe('2026-12-16');
  });

  it('says how many business days are left, or how many have passed', () => {
    expect(businessDaysBetween('2026-11-13', '2026-11-30')).toBe(10);
    expect(businessDaysBetween('2026-11-30', '2026-11-13')).toBe(-10);
    expect(businessDaysBetween('2026-11-24', '2026-11-24')).toBe(0);
  });
});
