import BigInteger from '@amplify-internal/srp-big-integer';
import { describe, expect, it } from 'vitest';
import { modPowHex } from './mod-pow-bigint';

/** Amplify's own modPow (jsbn), the reference: what the sign-in computed before decision 0078. */
const jsbnModPowHex = (base: string, exponent: string, modulus: string) =>
  new Promise<string>((resolve, reject) =>
    new BigInteger(base, 16).modPow(
      new BigInteger(exponent, 16),
      new BigInteger(modulus, 16),
      (error, result) =>
        error || !result ? reject(error ?? new Error('sin resultado')) : resolve(result.toString(16)),
    ),
  );

/** RFC 3526's 3072-bit prime, SRP's N in Amplify and in the identity service. */
const N =
  'ffffffffffffffffc90fdaa22168c234c4c6628b80dc1cd129024e088a67cc74020bbea63b139b22514a08798e3404dd' +
  'ef9519b3cd3a431b302b0a6df25f14374fe1356d6d51c245e485b576625e7ec6f44c42e9a637ed6b0bff5cb6f406b7ed' +
  'ee386bfb5a899fa5ae9f24117c4b1fe649286651ece45b3dc2007cb8a163bf0598da48361c55d39a69163fa8fd24cf5f' +
  '83655d23dca3ad961c62f356208552bb9ed529077096966d670c354e4abc9804f1746c08ca18217c32905e462e36ce3b' +
  'e39e772c180e86039b2783a2ec07a28fb5c55df06f4c52c9de2bcbf6955817183995497cea956ae515d2261898fa0510' +
  '15728e5a8aaac42dad33170d04507a33a85521abdf1cba64ecfb850458dbef0a8aea71575d060c7db3970f85a6e1e4c7' +
  'abf5ae8cdb0933d71e8c94e04a25619dcee3d2261ad2ee6bf12ffa06d98a0864d87602733ec86a64521f2b18177b200c' +
  'bbe117577a615d6c770988c0bad946e208e24fa074e5ab3143db5bfce0fd108e4b82d120a93ad2caffffffffffffffff';

/** A seeded generator (xorshift32), so that a failing case can be run again. */
function randomHex(seed: number) {
  let state = seed;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
  const digits = (count: number) =>
    Array.from({ length: count }, () => (next() % 16).toString(16))
      .join('')
      .replace(/^0+(?=.)/, '');
  return { digits, below: (limit: number) => next() % limit };
}

type Case = [base: string, exponent: string, modulus: string];

/** Odd moduli up to 640 bits (jsbn's modPow is Montgomery only), bases from zero to twice the modulus, a third negative. */
function randomCases(count: number): Case[] {
  const random = randomHex(0x5eed);
  return Array.from({ length: count }, () => {
    const modulusDigits = 1 + random.below(160);
    const modulus = (BigInt(`0x${random.digits(modulusDigits)}`) | 1n).toString(16);
    const base = random.below(10) === 0 ? '0' : random.digits(1 + random.below(modulusDigits * 2));
    const exponent = (BigInt(`0x${random.digits(1 + random.below(128))}`) | 1n).toString(16);
    const sign = random.below(3) === 0 && base !== '0' ? '-' : '';
    return [`${sign}${base}`, exponent, modulus];
  });
}

/** SRP's own shapes: gᵃ (A), gˣ, and (B − k·gˣ)^(a+u·x) with a base below zero half of the time. */
function srpCases(count: number): Case[] {
  const random = randomHex(0x0ca1de5a);
  return Array.from({ length: count }, (_, index) => {
    const exponent = random.digits(index % 3 === 0 ? 64 : 256);
    const base = index % 4 === 0 ? '2' : `${index % 2 ? '-' : ''}${random.digits(768)}`;
    return [base, exponent, N];
  });
}

describe('modPow with BigInt (decision 0078)', () => {
  it('gives what Amplify’s jsbn gives on 400 random inputs, negative bases included', async () => {
    for (const [base, exponent, modulus] of randomCases(400)) {
      expect(modPowHex(base, exponent, modulus), `${base}^${exponent} mod ${modulus}`).toBe(
        await jsbnModPowHex(base, exponent, modulus),
      );
    }
  });

  it('gives what Amplify’s jsbn gives on SRP’s 3072-bit numbers', async () => {
    for (const [base, exponent, modulus] of srpCases(12)) {
      expect(modPowHex(base, exponent, modulus), `${base}^${exponent}`).toBe(
        await jsbnModPowHex(base, exponent, modulus),
      );
    }
  }, 30_000);

  it('is right where jsbn is not asked: exponent 1, modulus 1, an even modulus', () => {
    expect(modPowHex('7b', '1', 'a')).toBe('3');
    expect(modPowHex('5', '3', '1')).toBe('0');
    expect(modPowHex('9', '3', '8')).toBe('1');
    expect(modPowHex('-9', '3', '8')).toBe('7');
  });
});
