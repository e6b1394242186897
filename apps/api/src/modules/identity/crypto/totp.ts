import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new 160-bit TOTP secret in base32, as AssociateSoftwareToken's SecretCode. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

const STEP_MS = 30_000;
const stepOf = (atMs: number) => Math.floor(atMs / STEP_MS);

/** RFC 6238 code (SHA-1, 30 s steps, 6 digits) for the step containing `atMs`. */
export function totpCode(secret: string, atMs: number): string {
  return codeOfStep(secret, stepOf(atMs));
}

function codeOfStep(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 15;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return (binary % 1_000_000).toString().padStart(6, '0');
}

/**
 * The step whose code this is, among the current one and one on either side (clock drift), or null.
 * The caller accepts it only once, and only after the last step accepted (RFC 6238, §5.2).
 */
export function totpStep(secret: string, code: unknown, atMs: number): number | null {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return null;
  const now = stepOf(atMs);
  return (
    [now - 1, now, now + 1].find((step) =>
      timingSafeEqual(Buffer.from(codeOfStep(secret, step)), Buffer.from(code)),
    ) ?? null
  );
}
