import { beforeEach, describe, expect, it } from 'vitest';
import {
  rememberFormReturn,
  rememberReturnPath,
  sameSitePath,
  staffSignInPath,
  takeReturnPath,
} from './return-path';

describe('return paths', () => {
  it('honours only paths on this site', () => {
    expect(sameSitePath('/system?x=1')).toBe('/system?x=1');
    for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example', 'system', '', null]) {
      expect(sameSitePath(path)).toBeNull();
    }
  });

  it('names the staff screen to come back to in the sign-in address', () => {
    expect(staffSignInPath('/system')).toBe('/signin?volver=%2Fsystem');
  });
});

describe('an application started signed out', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('is finished after a sign-up confirmed in another tab or session, within two days', () => {
    rememberReturnPath('/vacancy/3?postular=1', { lasting: true });
    sessionStorage.clear(); // the tab was closed; the code is typed in a new one
    expect(takeReturnPath()).toBe('/vacancy/3?postular=1');
    expect(takeReturnPath()).toBeNull();
  });

  it('is forgotten after two days, and an ordinary return never outlives its tab', () => {
    rememberReturnPath('/vacancy/3?postular=1', { lasting: true });
    sessionStorage.clear();
    expect(takeReturnPath(Date.now() + 2 * 24 * 3600_000 + 1)).toBeNull();
    rememberReturnPath('/postulaciones');
    sessionStorage.clear();
    expect(takeReturnPath()).toBeNull();
  });

  it('gives way to the return this tab asked for, and is cleared with it', () => {
    rememberReturnPath('/vacancy/3?postular=1', { lasting: true });
    rememberReturnPath('/perfil');
    expect(takeReturnPath()).toBe('/perfil');
    sessionStorage.clear();
    expect(takeReturnPath()).toBeNull();
  });
});

describe("the vacancy's plain form to the sign-in (decision 0072)", () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  const at = (address: string) => new URL(address, 'https://portal.example');

  it('keeps the vacancy with the time chosen, and cleans the address', () => {
    const address = at('/?volver=%2Fvacancy%2F7%3Fpostular%3D1%26utm_source%3Dwa&id_espacio_agendamiento=3');
    expect(rememberFormReturn(address)).toBe('/');
    expect(takeReturnPath()).toBe('/vacancy/7?postular=1&utm_source=wa&id_espacio_agendamiento=3');
  });

  it('leaves out an empty time, another site and any other page', () => {
    expect(rememberFormReturn(at('/?volver=%2Fvacancy%2F7%3Fpostular%3D1&id_espacio_agendamiento='))).toBe(
      '/',
    );
    expect(takeReturnPath()).toBe('/vacancy/7?postular=1');
    expect(rememberFormReturn(at('/?volver=%2F%2Fevil.example'))).toBeNull();
    expect(rememberFormReturn(at('/landing?volver=%2Fvacancy%2F7'))).toBeNull();
    expect(rememberFormReturn(at('/?tab=jobs'))).toBeNull();
    expect(takeReturnPath()).toBeNull();
  });
});
