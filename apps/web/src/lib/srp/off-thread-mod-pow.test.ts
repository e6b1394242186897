import { existsSync } from 'node:fs';
import BigInteger, { type AmplifyBigInteger } from '@amplify-internal/srp-big-integer';
import { INIT_N } from '@amplify-internal/srp-constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { amplifyBigIntegerPath } from '../../../build/amplify-srp';
import type { ModPowRequest } from './mod-pow-messages';
import { modPowBigInt, modPowHex } from './mod-pow-bigint';

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
  return srp;
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

describe('the client ephemeral computed ahead (issue 35)', () => {
  const N = BigInt(`0x${INIT_N}`);
  const random = (bytes: number) =>
    BigInt(
      `0x${Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('')}`,
    );
  const big = (value: bigint) => hex(value.toString(16));
  const toBigInt = (value: string) => BigInt(`0x${value}`);

  it('answers Amplify’s g^a without a new exponentiation, and the key still agrees with the server’s', async () => {
    const srp = await handOff('answers');
    const spy = vi.spyOn(globalThis.Worker.prototype, 'postMessage');
    srp.startSrpWorker();
    expect(spy).toHaveBeenCalledOnce();
    // Amplify's calls, in its order: A = g^a (calculateA); then gˣ and (B − k·gˣ)^(a + u·x) (calculateS).
    const a = random(128);
    const A = toBigInt(await modPow(hex('2'), big(a), big(N)));
    expect(spy).toHaveBeenCalledOnce();
    // The tap prepares the next one (a retry's) while this sign-in goes on: it must not answer gˣ.
    srp.startSrpWorker();
    const [x, u, k, b] = [random(32), random(32), random(32), random(128)];
    const v = modPowBigInt(2n, x, N);
    const B = (k * v + modPowBigInt(2n, b, N)) % N;
    const gx = toBigInt(await modPow(hex('2'), big(x), big(N)));
    const base = B - ((k * gx) % N);
    const clientKey = await modPow(
      base < 0n ? hex(`-${(-base).toString(16)}`) : big(base),
      big(a + u * x),
      big(N),
    );
    const serverKey = modPowBigInt((A * modPowBigInt(v, u, N)) % N, b, N).toString(16);
    expect(clientKey).toBe(serverKey);
  });

  it('computes g^a on demand when nothing was prepared', async () => {
    await handOff('answers');
    const spy = vi.spyOn(globalThis.Worker.prototype, 'postMessage');
    const a = random(128);
    expect(await modPow(hex('2'), big(a), big(N))).toBe(modPowBigInt(2n, a, N).toString(16));
    expect(spy).toHaveBeenCalledOnce();
  });
});
