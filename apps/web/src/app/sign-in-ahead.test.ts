import { afterEach, describe, expect, it, vi } from 'vitest';

const prepareSrpWorker = vi.fn();
const loadAuth = vi.fn(() => Promise.resolve());
vi.mock('@/lib/amplify', () => ({ prepareSrpWorker, loadAuth }));

const NEXT = ['/assets/amplify-auth-1.js', '/assets/CandidateHomeScreen-1.js'];

function page() {
  const boot = Object.assign(document.createElement('script'), {
    type: 'application/json',
    id: 'portal-boot',
  });
  boot.textContent = JSON.stringify({ nextScripts: NEXT });
  document.head.append(boot);
  document.body.innerHTML = `<form>
    <input autocomplete="username" /><input type="password" autocomplete="current-password" />
  </form>`;
  const [username, password] = [...document.querySelectorAll('input')];
  return { username: username!, password: password! };
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  prepareSrpWorker.mockClear();
  loadAuth.mockClear();
  vi.resetModules();
});

describe('the sign-in fetched while the password is typed (decision 0078)', () => {
  it('fetches nothing for the document number, then the next step once at the password, and runs Amplify', async () => {
    const { username, password } = page();
    const { fetchSignInAhead } = await import('./sign-in-ahead');
    fetchSignInAhead();
    username.focus();
    expect(preloaded()).toEqual([]);
    password.focus();
    username.focus();
    password.focus();
    expect(preloaded()).toEqual(NEXT);
    expect(prepareSrpWorker).toHaveBeenCalledOnce();
    expect(loadAuth).toHaveBeenCalledOnce();
  });

  it('fetches at once when the password already has the focus (typed before the app came)', async () => {
    page().password.focus();
    const { fetchSignInAhead } = await import('./sign-in-ahead');
    fetchSignInAhead();
    expect(preloaded()).toEqual(NEXT);
  });

  it('stops waiting when the sign-in screen goes', async () => {
    const { password } = page();
    const { fetchSignInAhead } = await import('./sign-in-ahead');
    fetchSignInAhead()();
    password.focus();
    expect(preloaded()).toEqual([]);
    expect(prepareSrpWorker).not.toHaveBeenCalled();
    expect(loadAuth).not.toHaveBeenCalled();
  });
});
