import { existsSync } from 'node:fs';
import BigInteger, { type AmplifyBigInteger } from '@amplify-internal/srp-big-integer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { amplifyBigIntegerPath } from '../../../build/amplify-srp';
import type { ModPowRequest } from './mod-pow-messages';
import { modPowHex } from './mod-pow-bigint';

/** Amplify's own modPow (jsbn), kept before the hand-off replaces it. */
const jsbnModPow = BigInteger.prototype.modPow;

/** A worker that answers like mod-pow.worker.ts, or fails to load like one a policy blocks. */
function fakeWorker(behaviour: 'answers' | 'fails') {
  return class {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: (() => void) | null = null;
    onmessageerror: (() => void) | null = null;
    postMessage({ id, base, exponent, modulus }: ModPowRequest) {
      if (behaviour === 'fails') return void setTimeout(() => this.onerror?.());
      const result = modPowHex(base, exponent, modulus);
      setTimeout(() => this.onmessage?.({ data: { id, result } }));
    }
    terminate() {}
  };
}

const hex = (value: string) => new BigInteger(value, 16);
const modPow = (base: AmplifyBigInteger, exponent: AmplifyBigInteger, modulus: AmplifyBigInteger) =>
  new Promise<string>((resolve, reject) =>
    base.modPow(exponent, modulus, (error, result) =>
      error ? reject(error) : resolve(result!.toString(16)),
    ),
  );
/** SRP's shapes: a large exponent, and a negative base (B − k·gˣ can be below zero). */
const CASES: [base: string, exponent: string, modulus: string][] = [
  [
    '2',
    'f'.repeat(256),
    'ffffffffffffffffc90fdaa22168c234c4c6628b80dc1cd129024e088a67cc74020bbea63b139b22514a08798e3404dd',
  ],
  ['-1234567890abcdef', 'abcdef0123456789', 'c90fdaa22168c234c4c6628b80dc1cd1'],
];

async function handOff(behaviour: 'answers' | 'fails') {
  vi.stubGlobal('Worker', fakeWorker(behaviour));
  vi.resetModules();
  const srp = await import('./off-thread-mod-pow');
  srp.moveModPowOffMainThread();
}

afterEach(() => {
  BigInteger.prototype.modPow = jsbnModPow;
  vi.unstubAllGlobals();
});

describe('SRP exponentiations off the main thread (decision 0075)', () => {
  it('imports the big-integer module of the Amplify that aws-amplify resolves', () => {
    expect(existsSync(amplifyBigIntegerPath())).toBe(true);
    // Amplify's SRP passes a callback; the hand-off relies on it.
    expect(jsbnModPow.length).toBe(3);
  });

  it.each(CASES)('gives what Amplify’s jsbn computes: %s^… mod …', async (base, exponent, modulus) => {
    const byJsbn = await modPow(hex(base), hex(exponent), hex(modulus));
    await handOff('answers');
    const spy = vi.spyOn(globalThis.Worker.prototype, 'postMessage');
    expect(await modPow(hex(base), hex(exponent), hex(modulus))).toBe(byJsbn);
    expect(spy).toHaveBeenCalledOnce();
  });

  it('computes on the page when the worker cannot run, so sign-in still works', async () => {
    const [base, exponent, modulus] = CASES[0]!;
    const byJsbn = await modPow(hex(base), hex(exponent), hex(modulus));
    await handOff('fails');
    expect(await modPow(hex(base), hex(exponent), hex(modulus))).toBe(byJsbn);
    expect(await modPow(hex(base), hex(exponent), hex(modulus))).toBe(byJsbn);
  });
});
