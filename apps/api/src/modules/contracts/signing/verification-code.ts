import { randomInt } from 'node:crypto';

// No 0/O or 1/I: the code is read off paper and typed by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh verification code, ABCD-EFGH-JKLM: 60 random bits, far beyond guessing one. */
export function newVerificationCode(): string {
  const letters = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`;
}
