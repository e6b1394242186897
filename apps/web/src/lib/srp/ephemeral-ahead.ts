import { INIT_N } from '@amplify-internal/srp-constants';

/** SRP's group as Amplify uses it: g = 2 and its N. */
const G = 2n;
const N = BigInt(`0x${INIT_N}`);
/**
 * u·x is below this: u and x are SHA-256 hashes. Amplify's a (1 024 random bits) is above it, which
 * tells its g^a from gˣ, the other power of g that it asks for.
 */
const U_TIMES_X_BOUND = 1n << 512n;

/** Computes base^exponent mod modulus (hexadecimal in and out), off the page when it can. */
export type HexModPow = (base: string, exponent: string, modulus: string) => Promise<string>;

let ready: { secret: bigint; publicValue: Promise<string> } | null = null;
/** Amplify's secret a → the one whose A it was given, until its key computation uses it. */
const swapped = new Map<bigint, bigint>();

/** 128 random bytes, like Amplify's own a. */
function randomSecret(): bigint {
  const bytes = crypto.getRandomValues(new Uint8Array(128));
  return BigInt(`0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`);
}

/**
 * Computes one client ephemeral (secret r, A = gʳ mod N) before the sign-in asks for it: while the
 * password is typed, the SRP worker has nothing else to do, and at the tap InitiateAuth then leaves
 * without waiting for an exponentiation (~90 ms on a slow phone, issue 35).
 */
export function prepareEphemeral(modPow: HexModPow): void {
  if (ready) return;
  const secret = randomSecret();
  ready = { secret, publicValue: modPow(G.toString(16), secret.toString(16), N.toString(16)) };
}

/**
 * The ready A when Amplify asks for g^a mod N (its calculateA), or null. Amplify keeps its own a, so
 * the secret behind the A it sends is remembered, and `exponentFor` swaps it in where a is used.
 */
export function takeEphemeral(base: bigint, exponent: bigint, modulus: bigint): Promise<string> | null {
  if (!ready || base !== G || modulus !== N || exponent < U_TIMES_X_BOUND) return null;
  const { secret, publicValue } = ready;
  ready = null;
  swapped.set(exponent, secret);
  return publicValue;
}

/**
 * The exponent to use for Amplify's key computation, S = (B − k·gˣ)^(a + u·x) mod N: with the secret
 * of the A that was sent, r + u·x, so that S agrees with the server's (A·vᵘ)ᵇ. Any other exponent
 * (gˣ, or anything of a sign-in whose A was computed on demand) is left as it is.
 */
export function exponentFor(exponent: bigint, modulus: bigint): bigint {
  if (modulus !== N) return exponent;
  for (const [amplifys, secret] of swapped) {
    const uTimesX = exponent - amplifys;
    if (uTimesX < 0n || uTimesX >= U_TIMES_X_BOUND) continue;
    swapped.delete(amplifys);
    return secret + uTimesX;
  }
  return exponent;
}
