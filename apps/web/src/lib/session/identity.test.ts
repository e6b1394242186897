import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUsername, endIdentitySession } from './identity';

const amplify = vi.hoisted(() => ({ hasStoredIdentity: vi.fn(), loadAuth: vi.fn() }));
vi.mock('../amplify', () => amplify);

const named = (name: string) => Object.assign(new Error(name), { name });

describe('identity helpers', () => {
  afterEach(() => vi.resetAllMocks());

  it('does not load Amplify when no tokens are stored', async () => {
    amplify.hasStoredIdentity.mockReturnValue(false);
    await expect(currentUsername()).resolves.toBeNull();
    expect(amplify.loadAuth).not.toHaveBeenCalled();
  });

  it('reads a not-authenticated error as no user (spec §8)', async () => {
    amplify.hasStoredIdentity.mockReturnValue(true);
    amplify.loadAuth.mockResolvedValue({
      getCurrentUser: () => Promise.reject(named('UserUnAuthenticatedException')),
    });
    await expect(currentUsername()).resolves.toBeNull();
  });

  it('returns the username (the document number)', async () => {
    amplify.hasStoredIdentity.mockReturnValue(true);
    amplify.loadAuth.mockResolvedValue({ getCurrentUser: async () => ({ username: '1020304050' }) });
    await expect(currentUsername()).resolves.toBe('1020304050');
  });

  it('only logs a failed sign-out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    amplify.loadAuth.mockResolvedValue({ signOut: () => Promise.reject(named('NetworkError')) });
    await expect(endIdentitySession()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
