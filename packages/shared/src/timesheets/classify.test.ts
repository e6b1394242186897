import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Interval, classifyWork, workedIntervals } from './classify';
import type { HourKind } from './hour-kinds';
import { dayStart } from './local-time';
import { monthlyHours, rulesFromFigures } from './rules';
import { SHIPPED_TIME_FIGURES } from './shipped-figures';

const rules = rulesFromFigures(SHIPPED_TIME_FIGURES);
/** "2026-01-13 14:00" as a local minute. */
const at = (text: string) => {
  const [day, clock] = text.split(' ') as [string, string];
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return dayStart(day) + hours * 60 + minutes;
};
const span = (from: string, to: string): Interval => ({ start: at(from), end: at(to) });

/** The classified hours by day, kind and surcharge: "2026-01-13 ordinaria_nocturna 35%": 3. */
function table(intervals: Interval[]) {
  const hours: Record<string, number> = {};
  for (const piece of classifyWork(intervals, rules)) {
    const key = `${piece.day} ${piece.kind} ${piece.surcharge}%`;
    hours[key] = (hours[key] ?? 0) + (piece.end - piece.start) / 60;
  }
  return hours;
}

/** Six shifts Monday to Saturday of the week starting `monday`, each `from`–`to`. */
const weekOf = (monday: string, days: number, from: string, to: string) =>
  Array.from({ length: days }, (_, index) => {
    const day = new Date(Date.parse(`${monday}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);
    return span(`${day} ${from}`, `${day} ${to}`);
  });

// Each expected figure was worked out by hand from the norm cited beside it (decision 0066).
describe('the classification of worked hours under Colombian law', () => {
  it('night work starts at 19:00 since 25 December 2025 (Ley 2466 de 2025, art. 10)', () => {
    expect(table([span('2026-01-13 14:00', '2026-01-13 22:00')])).toEqual({
      '2026-01-13 ordinaria_diurna 0%': 5,
      '2026-01-13 ordinaria_nocturna 35%': 3,
    });
  });

  it('until 24 December 2025 night work started at 21:00 (Ley 1846 de 2017)', () => {
    expect(table([span('2025-12-24 18:00', '2025-12-24 22:00')])).toEqual({
      '2025-12-24 ordinaria_diurna 0%': 3,
      '2025-12-24 ordinaria_nocturna 35%': 1,
    });
  });

  it('Christmas Day 2025 is a holiday on the first day of the 19:00 night: 80 % plus 35 %', () => {
    expect(table([span('2025-12-25 18:00', '2025-12-25 22:00')])).toEqual({
      '2025-12-25 dominical_diurna 80%': 1,
      '2025-12-25 dominical_nocturna 115%': 3,
    });
  });

  it('a Saturday night shift is split at midnight into Saturday and Sunday hours', () => {
    expect(table([span('2026-03-14 22:00', '2026-03-15 06:00')])).toEqual({
      '2026-03-14 ordinaria_nocturna 35%': 2,
      '2026-03-15 dominical_nocturna 115%': 6,
    });
  });

  it('a Sunday evening shift ending on Monday pays Sunday only until midnight', () => {
    expect(table([span('2026-03-15 20:00', '2026-03-16 04:00')])).toEqual({
      '2026-03-15 dominical_nocturna 115%': 4,
      '2026-03-16 ordinaria_nocturna 35%': 4,
    });
  });

  it('a holiday moved to Monday (San José, 23 March 2026; Ley 51 de 1983) pays the holiday surcharge', () => {
    expect(table([span('2026-03-23 08:00', '2026-03-23 16:00')])).toEqual({
      '2026-03-23 dominical_diurna 80%': 8,
    });
  });

  it('the Sunday surcharge is 80 % until 30 June 2026 and 90 % from 1 July 2026 (Ley 2466 de 2025, art. 14)', () => {
    expect(
      table([span('2026-06-28 08:00', '2026-06-28 12:00'), span('2026-07-05 08:00', '2026-07-05 12:00')]),
    ).toEqual({
      '2026-06-28 dominical_diurna 80%': 4,
      '2026-07-05 dominical_diurna 90%': 4,
    });
  });

  it('the weekly limit drops from 44 to 42 hours on Wednesday 15 July 2026 (Ley 2101 de 2021, art. 3)', () => {
    // 8 hours Monday to Saturday: 40 hours by Friday night, 2 more ordinary on Saturday, then overtime.
    expect(table(weekOf('2026-07-13', 6, '08:00', '16:00'))).toEqual({
      '2026-07-13 ordinaria_diurna 0%': 8,
      '2026-07-14 ordinaria_diurna 0%': 8,
      '2026-07-15 ordinaria_diurna 0%': 8,
      '2026-07-16 ordinaria_diurna 0%': 8,
      '2026-07-17 ordinaria_diurna 0%': 8,
      '2026-07-18 ordinaria_diurna 0%': 2,
      '2026-07-18 extra_diurna 25%': 6,
    });
  });

  it('a week before the change allows 44 ordinary hours', () => {
    expect(table(weekOf('2026-06-01', 6, '08:00', '16:00'))['2026-06-06 extra_diurna 25%']).toBe(4);
  });

  it('overtime past the weekly limit is 25 % by day and 75 % by night (CST art. 168)', () => {
    const week = [...weekOf('2026-11-23', 5, '06:00', '14:00'), span('2026-11-28 14:00', '2026-11-28 22:00')];
    expect(table(week)).toMatchObject({
      '2026-11-28 ordinaria_diurna 0%': 2,
      '2026-11-28 extra_diurna 25%': 3,
      '2026-11-28 extra_nocturna 75%': 3,
    });
  });

  it('overtime on a Sunday adds the Sunday surcharge to the overtime one', () => {
    const week = [...weekOf('2026-11-23', 6, '08:00', '15:00'), span('2026-11-29 18:00', '2026-11-29 22:00')];
    expect(table(week)).toMatchObject({
      '2026-11-29 extra_dominical_diurna 115%': 1,
      '2026-11-29 extra_dominical_nocturna 165%': 3,
    });
  });

  it('the count of ordinary hours starts again each Monday', () => {
    const twoWeeks = [
      ...weekOf('2026-11-23', 6, '08:00', '15:00'),
      ...weekOf('2026-11-30', 1, '08:00', '16:00'),
    ];
    expect(table(twoWeeks)['2026-11-30 ordinaria_diurna 0%']).toBe(8);
  });

  it('a break is not worked time, whichever band it falls in', () => {
    const shift = {
      ...span('2026-01-13 18:00', '2026-01-13 23:00'),
      breaks: [span('2026-01-13 19:00', '2026-01-13 19:30')],
    };
    expect(table(workedIntervals(shift))).toEqual({
      '2026-01-13 ordinaria_diurna 0%': 1,
      '2026-01-13 ordinaria_nocturna 35%': 3.5,
    });
  });

  it('traces each surcharge to the figure and norm that set it', () => {
    const [piece] = classifyWork([span('2026-07-05 20:00', '2026-07-05 21:00')], rules);
    expect(piece?.kind).toBe<HourKind>('dominical_nocturna');
    expect(piece?.restDay).toBe('domingo');
    expect(piece?.rules.map((rule) => `${rule.clave} ${rule.valor} ${rule.fuente}`)).toEqual([
      'hora_inicio_nocturna 19 Ley 2466 de 2025, art. 10 (CST art. 160)',
      'hora_fin_nocturna 6 Ley 1846 de 2017, art. 1 (CST art. 160)',
      'recargo_dominical_festivo 90 Ley 2466 de 2025, art. 14 (CST art. 179)',
      'recargo_nocturno 35 CST art. 168 num. 1 (Decreto 2351 de 1965, art. 24)',
    ]);
  });

  it('an ordinary hour is worth the salary over the weekly limit × 5 (44 → 220, 42 → 210)', () => {
    expect(monthlyHours(44)).toBe(220);
    expect(monthlyHours(42)).toBe(210);
  });

  it('a day with no figure in force names the figure', () => {
    expect(() => classifyWork([span('2020-01-07 08:00', '2020-01-07 09:00')], rules)).toThrow(
      /jornada_maxima_semanal/,
    );
  });
});

describe('classification properties', () => {
  // Shifts of up to 16 hours with gaps, over a few weeks either side of the 2026 changes.
  const shifts = fc
    .array(fc.tuple(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 960 })), { maxLength: 40 })
    .map((pairs) => {
      let cursor = dayStart('2026-06-15');
      return pairs.map(([gap, length]) => {
        const start = cursor + gap;
        cursor = start + length;
        return { start, end: cursor };
      });
    });

  it('the classified hours always add up to the hours worked, with no gap and no overlap', () => {
    fc.assert(
      fc.property(shifts, (intervals) => {
        const pieces = classifyWork(intervals, rules);
        const worked = intervals.reduce((sum, interval) => sum + interval.end - interval.start, 0);
        expect(pieces.reduce((sum, piece) => sum + piece.end - piece.start, 0)).toBe(worked);
        for (const [index, piece] of pieces.entries()) {
          expect(piece.end).toBeGreaterThan(piece.start);
          if (index > 0) expect(piece.start).toBeGreaterThanOrEqual(pieces[index - 1]!.end);
        }
      }),
    );
  });

  it('no week has more ordinary hours than its limit, nor overtime before reaching it', () => {
    fc.assert(
      fc.property(shifts, (intervals) => {
        const byWeek = new Map<number, { ordinary: number; overtimeSeenAt: number | null }>();
        for (const piece of classifyWork(intervals, rules)) {
          const week = Math.floor((piece.start - dayStart('2026-06-15')) / (7 * 1440));
          const tally = byWeek.get(week) ?? { ordinary: 0, overtimeSeenAt: null };
          if (piece.kind.startsWith('extra_')) tally.overtimeSeenAt ??= tally.ordinary;
          else {
            expect(tally.overtimeSeenAt).toBeNull();
            tally.ordinary += piece.end - piece.start;
          }
          byWeek.set(week, tally);
          expect(tally.ordinary).toBeLessThanOrEqual(44 * 60);
        }
      }),
    );
  });
});
