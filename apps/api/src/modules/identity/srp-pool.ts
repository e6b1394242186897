import { Worker } from 'node:worker_threads';

/**
 * The server's 3072-bit modexps (g^b at InitiateAuth, S at PASSWORD_VERIFIER) on a worker thread,
 * so the event loop keeps serving requests meanwhile. Plain CommonJS source: no loader needed.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createDiffieHellman } = require('node:crypto');
const N = BigInt('0x' + workerData.prime);
const dh = createDiffieHellman(Buffer.from(workerData.prime, 'hex'), Buffer.from([2]));
const buf = (n) => { let h = n.toString(16); if (h.length % 2) h = '0' + h; return Buffer.from(h, 'hex'); };
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
});`;

interface Pending {
  resolve(hex: string): void;
  reject(error: Error): void;
}

export class ModexpWorker {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(private readonly primeHex: string) {}

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { prime: this.primeHex } });
    worker.unref();
    worker.on('message', ({ id, result, error }: { id: number; result?: string; error?: string }) => {
      const job = this.pending.get(id);
      this.pending.delete(id);
      if (error !== undefined || result === undefined) job?.reject(new Error(error));
      else job?.resolve(result);
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => this.fail(new Error('modexp worker exited')));
    return worker;
  }

  /** A dead worker fails what it held; the next call starts a new one. */
  private fail(error: Error) {
    this.worker = undefined;
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
  }

  run(op: 'pow' | 'S', args: bigint[]): Promise<bigint> {
    this.worker ??= this.start();
    const id = this.nextId++;
    const worker = this.worker;
    return new Promise<string>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, op, args: args.map((n) => n.toString(16)) });
    })
      .then((hex) => BigInt(`0x${hex}`))
      .finally(() => {
        if (this.pending.size === 0) this.worker?.unref();
      });
  }
}
