import { totpCode } from '../modules/identity/crypto/totp.js';

/**
 * A user's authenticator app, as tests need it now that a code is good once (RFC 6238, §5.2): each
 * code is for a later 30-second step than the last, starting one step back (the server accepts the
 * step before and after its own), so up to three codes fit in one window without sleeping.
 */
export function authenticator(secret: string) {
  let last = -Infinity;
  return () => {
    const step = Math.max(last + 1, Math.floor(Date.now() / 30_000) - 1);
    last = step;
    return totpCode(secret, step * 30_000);
  };
}
