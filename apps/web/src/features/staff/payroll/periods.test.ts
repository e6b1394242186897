import { describe, expect, it } from 'vitest';
import { lastEndedPeriod, periodSpan, periodStarting, periodTitle, recentPeriods } from './periods';

describe('payroll periods', () => {
  it('opens on the last period over: the first quincena after the 15th, the previous month', () => {
    expect(lastEndedPeriod('quincena', '2026-11-27')).toEqual({
      tipo: 'quincena',
      inicio: '2026-11-01',
      fin: '2026-11-15',
    });
    // On its last day a period is not over yet.
    expect(lastEndedPeriod('quincena', '2026-11-15')).toMatchObject({
      inicio: '2026-10-16',
      fin: '2026-10-31',
    });
    expect(lastEndedPeriod('mes', '2026-03-01')).toMatchObject({ inicio: '2026-02-01', fin: '2026-02-28' });
  });

  it('lists the running period first and walks back across months and years', () => {
    const periods = recentPeriods('quincena', '2027-01-10', 4);
    expect(periods.map((period) => `${period.inicio}..${period.fin}`)).toEqual([
      '2027-01-01..2027-01-15',
      '2026-12-16..2026-12-31',
      '2026-12-01..2026-12-15',
      '2026-11-16..2026-11-30',
    ]);
  });

  it('takes only a day a period of that type starts on', () => {
    expect(periodStarting('quincena', '2026-11-16')?.fin).toBe('2026-11-30');
    expect(periodStarting('mes', '2026-11-16')).toBeNull();
    expect(periodStarting('quincena', 'ayer')).toBeNull();
  });

  it('names quincenas by their days and months by their name', () => {
    expect(periodTitle({ tipo: 'quincena', inicio: '2026-11-16', fin: '2026-11-30' })).toBe(
      'Quincena del 16 al 30 de noviembre de 2026',
    );
    expect(periodTitle({ tipo: 'mes', inicio: '2026-02-01', fin: '2026-02-28' })).toBe(
      'Mes de febrero de 2026',
    );
    // In a list of one type, the type goes.
    expect(periodSpan({ tipo: 'quincena', inicio: '2026-11-01', fin: '2026-11-15' })).toBe(
      'Del 1 al 15 de noviembre de 2026',
    );
    expect(periodSpan({ tipo: 'mes', inicio: '2026-02-01', fin: '2026-02-28' })).toBe('Febrero de 2026');
  });
});
