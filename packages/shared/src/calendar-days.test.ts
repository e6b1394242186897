import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, isCalendarDay } from './calendar-days';

describe('calendar days', () => {
  it.each([
    ['2027-01-15', 6, '2027-07-15'],
    ['2027-08-31', 6, '2028-02-29'], // leap year: the last day of February
    ['2026-08-31', 6, '2027-02-28'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2027-12-15', 1, '2028-01-15'],
    ['2027-03-31', -1, '2027-02-28'],
  ])('%s plus %i months is %s', (day, months, expected) => expect(addMonths(day, months)).toBe(expected));

  it('adds days across months and years, and counts them', () => {
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2027-01-01', '2028-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2027-01-01')).toBe(-365);
  });

  it('tells a real day from one that is not', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-13-01')).toBe(false);
    expect(isCalendarDay('27-01-01')).toBe(false);
    expect(() => addDays('ayer', 1)).toThrow(RangeError);
  });
});
