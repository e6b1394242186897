import BigInteger, { type AmplifyBigInteger, type ModPowCallback } from '@amplify-internal/srp-big-integer';
import { exponentFor, prepareEphemeral, takeEphemeral } from './ephemeral-ahead';
import type { ModPowReply, ModPowRequest } from './mod-pow-messages';
import { fromHex, modPowHex } from './mod-pow-bigint';

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

/** The running worker, started if it is not; null when it cannot run. */
function runningWorker(): Worker | null {
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

/**
 * Starts the SRP worker if it is not running, and has it compute the client's ephemeral (decision
 * 0078). Sign-in calls it before Amplify has loaded, so the worker's script downloads alongside
 * Amplify's instead of after it; the page calls it while the password is typed.
 */
export function startSrpWorker(): Worker | null {
  const started = runningWorker();
  if (started) prepareEphemeral(offThreadModPow);
  return started;
}

/** base^exponent mod modulus, in hexadecimal: in the worker, or here when there is none. */
function offThreadModPow(base: string, exponent: string, modulus: string): Promise<string> {
  const onPage = () => new Promise<string>((resolve) => resolve(modPowHex(base, exponent, modulus)));
  const target = runningWorker();
  if (!target) return onPage();
  return new Promise((resolve, reject) => {
    const id = ++lastId;
    waiting.set(id, (reply) => {
      if (!reply) onPage().then(resolve, reject);
      else if ('result' in reply) resolve(reply.result);
      else reject(new Error(reply.error));
    });
    const request: ModPowRequest = { id, base, exponent, modulus };
    target.postMessage(request);
  });
}

/**
 * Amplify's modPow contract (a callback), answered by the worker, or here when there is none. The
 * client's ephemeral, computed ahead, answers Amplify's g^a (ephemeral-ahead.ts).
 */
function modPowInWorker(
  this: AmplifyBigInteger,
  exponent: AmplifyBigInteger,
  modulus: AmplifyBigInteger,
  callback: ModPowCallback,
): void {
  const [base, power, divisor] = [this, exponent, modulus].map((value) => fromHex(value.toString(16))) as [
    bigint,
    bigint,
    bigint,
  ];
  const result =
    takeEphemeral(base, power, divisor) ??
    offThreadModPow(this.toString(16), exponentFor(power, divisor).toString(16), modulus.toString(16));
  result.then(
    (hex) => callback(null, new BigInteger(hex, 16)),
    (error: unknown) => callback(error, null),
  );
}

/**
 * Amplify's SRP calls `modPow` with a callback on every exponentiation (its React Native build swaps
 * the same method for native code); this swaps jsbn's for BigInt in the worker, for every sign-in step
 * at once.
 */
export function moveModPowOffMainThread(): void {
  BigInteger.prototype.modPow = modPowInWorker;
}
