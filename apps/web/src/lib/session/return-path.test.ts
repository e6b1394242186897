import { describe, expect, it } from 'vitest';
import { sameSitePath, staffSignInPath } from './return-path';

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
