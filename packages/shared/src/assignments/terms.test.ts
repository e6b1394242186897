import { describe, expect, it } from 'vitest';
import {
  checkExtension,
  checkNewAssignment,
  lastDayOfTerm,
  legalLastDay,
  type PlannedAssignment,
  type RunningAssignment,
} from './terms';

// The terms of Decreto 1072 de 2015, art. 2.2.6.5.6 as a table of cases (decision 0063).
describe('the last day of a term (the start counts as its first day)', () => {
  it.each([
    ['2027-01-15', 6, '2027-07-14'],
    ['2027-08-31', 6, '2028-02-28'], // six months reach 29 February 2028, a leap year
    ['2026-08-31', 6, '2027-02-27'],
    ['2028-02-29', 12, '2029-02-27'],
    ['2027-01-31', 1, '2027-02-27'],
    ['2027-12-15', 1, '2028-01-14'],
  ])('%s, %i months: %s', (start, months, last) => expect(lastDayOfTerm(start, months)).toBe(last));
});

const plan = (over: Partial<PlannedAssignment>): PlannedAssignment => ({
  causal: 'incremento',
  inicio: '2027-01-15',
  fin_previsto: '2027-07-14',
  ...over,
});

describe('a new assignment', () => {
  it.each<[string, Partial<PlannedAssignment>, string | null, RegExp | null]>([
    [
      'occasional work of one month',
      { causal: 'ocasional', inicio: '2027-03-01', fin_previsto: '2027-03-31' },
      null,
      null,
    ],
    [
      'occasional work one day longer',
      { causal: 'ocasional', inicio: '2027-03-01', fin_previsto: '2027-04-01' },
      null,
      /no puede durar más de un mes.*art\. 6.*2027-03-31/,
    ],
    [
      'a replacement without whom',
      { causal: 'reemplazo', fin_previsto: '2027-11-30' },
      null,
      /indica a quién se reemplaza.*num\. 2/,
    ],
    [
      'a replacement of ten months',
      {
        causal: 'reemplazo',
        fin_previsto: '2027-11-30',
        reemplazo: { persona: 'Marta Gil', motivo: 'maternidad' },
      },
      null,
      null,
    ],
    ['an increase of six months', {}, null, null],
    [
      'an increase one day past six months',
      { fin_previsto: '2027-07-15' },
      null,
      /a más tardar el 2027-07-14/,
    ],
    ['an increase ending before it starts', { fin_previsto: '2027-01-14' }, null, /no puede ser anterior/],
    [
      'another worker for a service used since June',
      { inicio: '2027-03-01', fin_previsto: '2027-05-31' },
      '2026-06-01',
      null,
    ],
    [
      '…past the service’s twelve months',
      { inicio: '2027-03-01', fin_previsto: '2027-06-01' },
      '2026-06-01',
      /a más tardar el 2027-05-31/,
    ],
    [
      'a service already used for twelve months',
      { inicio: '2027-01-10', fin_previsto: '2027-02-10' },
      '2026-01-10',
      /ya cumplió los 12 meses.*ni con otra empresa de servicios temporales/,
    ],
    [
      'the last day of the twelve months',
      { inicio: '2027-01-09', fin_previsto: '2027-01-09' },
      '2026-01-10',
      null,
    ],
  ])('%s', (_case, over, serviceSince, refusal) => {
    const verdict = checkNewAssignment(plan(over), serviceSince);
    if (refusal === null) expect(verdict).toEqual({ ok: true });
    else expect(verdict.ok ? '' : verdict.motivo).toMatch(refusal);
  });
});

const running = (over: Partial<RunningAssignment>): RunningAssignment => ({
  ...plan({}),
  prorrogada: false,
  ...over,
});

describe('an extension', () => {
  it.each<[string, Partial<RunningAssignment>, string, string | null, RegExp | null]>([
    ['six more months', {}, '2028-01-14', null, null],
    ['one day past the twelve months', {}, '2028-01-15', null, /a más tardar el 2028-01-14/],
    ['a second extension', { prorrogada: true }, '2027-09-01', null, /única prórroga/],
    ['to an earlier day', {}, '2027-07-14', null, /posterior/],
    [
      'a longer absence',
      { causal: 'reemplazo', reemplazo: { persona: 'Marta Gil', motivo: 'incapacidad' } },
      '2028-06-30',
      null,
      null,
    ],
    [
      'occasional work past its month',
      { causal: 'ocasional', inicio: '2027-03-01', fin_previsto: '2027-03-20' },
      '2027-04-05',
      null,
      /no puede durar más de un mes/,
    ],
    [
      'an assignment that already reaches the service’s end',
      { inicio: '2027-03-01', fin_previsto: '2027-05-31' },
      '2027-06-30',
      '2026-06-01',
      /ya cumplió los 12 meses/,
    ],
  ])('%s', (_case, over, nuevoFin, serviceSince, refusal) => {
    const verdict = checkExtension(running(over), nuevoFin, serviceSince);
    if (refusal === null) expect(verdict).toEqual({ ok: true });
    else expect(verdict.ok ? '' : verdict.motivo).toMatch(refusal);
  });
});

describe('the last day the law allows from where an assignment stands', () => {
  it.each<[string, Partial<RunningAssignment>, string | null, string | null]>([
    ['causal 3 not yet extended: six more months after the planned end', {}, null, '2028-01-14'],
    ['causal 3 already extended: its planned end', { prorrogada: true }, null, '2027-07-14'],
    [
      'causal 3 of a service used since earlier: the twelve months of the service',
      {},
      '2026-09-01',
      '2027-08-31',
    ],
    [
      'occasional work: one month from its start',
      { causal: 'ocasional', inicio: '2027-03-01' },
      null,
      '2027-03-31',
    ],
    ['a replacement: as long as the absence', { causal: 'reemplazo' }, null, null],
  ])('%s', (_case, over, serviceSince, expected) => {
    expect(legalLastDay(running(over), serviceSince)).toBe(expected);
  });
});
