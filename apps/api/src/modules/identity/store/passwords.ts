import { readFileSync } from 'node:fs';
import { PASSWORD_MIN_LENGTH } from '@portal/shared/constants';
import { CognitoError } from '../protocol/cognito-error.js';

// Bundled list of the most common passwords (English and Spanish), one per line, compared lowercased.
const common = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

/** The pool's password policy; throws InvalidPasswordException naming the rule that failed. */
export function checkPassword(password: unknown): string {
  const fail = (message: string) => new CognitoError('InvalidPasswordException', message);
  if (typeof password !== 'string') throw fail('Password did not conform with policy: password is required.');
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw fail(
      `Password did not conform with policy: Password not long enough (minimum ${PASSWORD_MIN_LENGTH}).`,
    );
  }
  if (password !== password.trim()) {
    throw fail('Password did not conform with policy: Password must not begin or end with a space.');
  }
  if (common.has(password.toLowerCase())) {
    throw fail('Password did not conform with policy: Password is too common.');
  }
  return password;
}
