import BigInteger, { type AmplifyBigInteger, type ModPowCallback } from '@amplify-internal/srp-big-integer';
import type { ModPowReply, ModPowRequest } from './mod-pow-messages';
import { modPowHex } from './mod-pow-bigint';

/** Settles one exponentiation with the worker's reply, or null when the worker is gone. */
type Settle = (reply: ModPowReply | null) => void;

let worker: Worker | null = null;
/** The worker failed once (blocked, not loaded, crashed): exponentiations run here from then on. */
let unavailable = false;
let lastId = 0;
const waiting = new Map<number, Settle>();

function giveUp(): void {
  unavailable = true;
  worker?.terminate();
  worker = null;
  for (const settle of waiting.values()) settle(null);
  waiting.clear();
}

/**
 * Starts the SRP worker if it is not running. Sign-in calls it before Amplify has loaded, so the
 * worker's script downloads alongside Amplify's instead of after it.
 */
export function startSrpWorker(): Worker | null {
  if (worker || unavailable || typeof Worker === 'undefined') return worker;
  try {
    worker = new Worker(new URL('./mod-pow.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    unavailable = true;
    return null;
  }
  worker.onmessage = ({ data }: MessageEvent<ModPowReply>) => {
    waiting.get(data.id)?.(data);
    waiting.delete(data.id);
  };
  worker.onerror = giveUp;
  worker.onmessageerror = giveUp;
  return worker;
}

/** The exponentiation on the page, with BigInt too: when the worker cannot run or went away. */
function modPowOnPage(
  base: AmplifyBigInteger,
  exponent: AmplifyBigInteger,
  modulus: AmplifyBigInteger,
  callback: ModPowCallback,
): void {
  let result: AmplifyBigInteger;
  try {
    result = new BigInteger(modPowHex(base.toString(16), exponent.toString(16), modulus.toString(16)), 16);
  } catch (error) {
    return callback(error, null);
  }
  callback(null, result);
}

/** Amplify's modPow contract (a callback), answered by the worker; on the page when there is none. */
function modPowInWorker(
  this: AmplifyBigInteger,
  exponent: AmplifyBigInteger,
  modulus: AmplifyBigInteger,
  callback: ModPowCallback,
): void {
  const target = startSrpWorker();
  if (!target) return modPowOnPage(this, exponent, modulus, callback);
  const id = ++lastId;
  waiting.set(id, (reply) => {
    if (!reply) modPowOnPage(this, exponent, modulus, callback);
    else if ('result' in reply) callback(null, new BigInteger(reply.result, 16));
    else callback(new Error(reply.error), null);
  });
  const request: ModPowRequest = {
    id,
    base: this.toString(16),
    exponent: exponent.toString(16),
    modulus: modulus.toString(16),
  };
  target.postMessage(request);
}

/**
 * Amplify's SRP calls `modPow` with a callback on every exponentiation (its React Native build swaps
 * the same method for native code); this swaps jsbn's for BigInt in the worker, for every sign-in step
 * at once.
 */
export function moveModPowOffMainThread(): void {
  BigInteger.prototype.modPow = modPowInWorker;
}
