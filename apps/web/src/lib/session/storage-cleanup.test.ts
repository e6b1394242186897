import { describe, expect, it } from 'vitest';
import { clearSessionKeys, csrfCookieRemovals, parentDomain } from './storage-cleanup';

describe('clearSessionKeys', () => {
  it('removes exactly the listed keys and every job_ key, leaving the rest', () => {
    const listed = [
      'candidate',
      'user_id',
      'user_token',
      'user',
      'utm_source',
      'utm_campaign',
      'idEspacioAgendamiento',
      'selectedJobId',
      'vacanteRegister',
    ];
    for (const key of listed) localStorage.setItem(key, 'x');
    localStorage.setItem('job_12', 'a');
    localStorage.setItem('job_', 'b');
    localStorage.setItem('authEvent', '1');
    localStorage.setItem('jobs', 'keep');
    localStorage.setItem('my_job_1', 'keep');
    localStorage.setItem('CognitoIdentityServiceProvider.abc.LastAuthUser', 'keep');

    clearSessionKeys(localStorage);

    const left = Object.keys(localStorage).sort();
    expect(left).toEqual([
      'CognitoIdentityServiceProvider.abc.LastAuthUser',
      'authEvent',
      'jobs',
      'my_job_1',
    ]);
  });
});

describe('csrf cookie removal', () => {
  it('targets the parent domain with path / and secure', () => {
    expect(parentDomain('portal.example.co')).toBe('example.co');
    expect(parentDomain('example.co')).toBe('example.co');
    expect(parentDomain('localhost')).toBeNull();
    expect(parentDomain('127.0.0.1')).toBeNull();
    const [withDomain] = csrfCookieRemovals('app.portal.example.co');
    expect(withDomain).toMatch(/^csrf_access_token=;/);
    expect(withDomain).toContain('Path=/');
    expect(withDomain).toContain('Secure');
    expect(withDomain).toContain('Domain=portal.example.co');
  });
});
