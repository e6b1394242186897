import BigInteger, { type AmplifyBigInteger } from '@amplify-internal/srp-big-integer';

/** Amplify's own modPow, kept before the hand-off replaces it on the main thread. */
export const modPowHere: AmplifyBigInteger['modPow'] = BigInteger.prototype.modPow;

/** base^exponent mod modulus with Amplify's own code, on hexadecimal strings (what crosses threads). */
export function modPowHex(base: string, exponent: string, modulus: string): Promise<string> {
  return new Promise((resolve, reject) => {
    modPowHere.call(
      new BigInteger(base, 16),
      new BigInteger(exponent, 16),
      new BigInteger(modulus, 16),
      (error, result) =>
        error || !result ? reject(error ?? new Error('modPow sin resultado')) : resolve(result.toString(16)),
    );
  });
}
