import { describe, expect, it } from 'vitest';
import { greetingFor, tabFrom } from './greeting';

describe('candidate home', () => {
  it('greets by primer_nombre, or candidato when missing', () => {
    expect(greetingFor('Ana')).toBe('¡Hola Ana!');
    expect(greetingFor(null)).toBe('¡Hola candidato!');
    expect(greetingFor('  ')).toBe('¡Hola candidato!');
  });
  it('reads the tab from the query, jobs by default', () => {
    expect(tabFrom(new URLSearchParams('tab=profile'))).toBe('profile');
    expect(tabFrom(new URLSearchParams('tab=applications'))).toBe('applications');
    expect(tabFrom(new URLSearchParams('tab=otra'))).toBe('jobs');
    expect(tabFrom(new URLSearchParams(''))).toBe('jobs');
  });
});
