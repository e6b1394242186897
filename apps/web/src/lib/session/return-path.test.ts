import { beforeEach, describe, expect, it } from 'vitest';
import { rememberReturnPath, sameSitePath, staffSignInPath, takeReturnPath } from './return-path';

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
