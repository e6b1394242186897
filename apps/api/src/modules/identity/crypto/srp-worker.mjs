// Worker thread of srp-pool.ts: the server's 3072-bit modexps, off the event loop. Plain JavaScript so
// it runs under node, tsx and vitest alike, with no TypeScript loader in the worker.
import { createDiffieHellman } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

const N = BigInt('0x' + workerData.prime);
const dh = createDiffieHellman(Buffer.from(workerData.prime, 'hex'), Buffer.from([2]));
const buf = (n) => {
  let h = n.toString(16);
  if (h.length % 2) h = '0' + h;
  return Buffer.from(h, 'hex');
};
const pow = (base, exp) => {
  dh.setPrivateKey(buf(exp));
  return BigInt('0x' + dh.computeSecret(buf(base)).toString('hex'));
};
parentPort.on('message', ({ id, op, args }) => {
  try {
    const [x, y, z] = args.map((hex) => BigInt('0x' + hex));
    // op 'pow': x^y; op 'S': (x * v^u)^b with args [A, v, u, b].
    const result = op === 'pow' ? pow(x, y) : pow((x * pow(y, z)) % N, BigInt('0x' + args[3]));
    parentPort.postMessage({ id, result: result.toString(16) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
