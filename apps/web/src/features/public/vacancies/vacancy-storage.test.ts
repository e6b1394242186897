import { beforeEach, describe, expect, it } from 'vitest';
import { rememberVacancyVisit } from './vacancy-storage';

describe('rememberVacancyVisit (spec §3)', () => {
  beforeEach(() => localStorage.clear());

  it('signed out: slot from the query, selectedJobId and vacanteRegister', () => {
    rememberVacancyVisit('12', '?id_espacio_agendamiento=7&utm_source=x', false);
    expect(localStorage.getItem('idEspacioAgendamiento')).toBe('7');
    expect(localStorage.getItem('selectedJobId')).toBe('12');
    expect(localStorage.getItem('vacanteRegister')).toBe('12');
  });

  it('signed in: no selectedJobId, vacanteRegister always; a bad slot value is ignored', () => {
    rememberVacancyVisit('12', '?id_espacio_agendamiento=abc', true);
    expect(localStorage.getItem('selectedJobId')).toBeNull();
    expect(localStorage.getItem('idEspacioAgendamiento')).toBeNull();
    expect(localStorage.getItem('vacanteRegister')).toBe('12');
  });
});
