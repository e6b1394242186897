import { Worker } from 'node:worker_threads';

/**
 * The server's 3072-bit modexps (g^b at InitiateAuth, S at PASSWORD_VERIFIER) on a worker thread,
 * so the event loop keeps serving requests meanwhile. The worker itself is srp-worker.mjs.
 */
const WORKER_FILE = new URL('./srp-worker.mjs', import.meta.url);
/** A worker idle this long ends, returning its memory; the next sign-in starts another (decision 0069). */
const IDLE_MS = 30_000;

interface Pending {
  resolve(hex: string): void;
  reject(error: Error): void;
}

export class ModexpWorker {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly primeHex: string) {}

  private start(): Worker {
    const worker = new Worker(WORKER_FILE, { workerData: { prime: this.primeHex } });
    worker.unref();
    worker.on('message', ({ id, result, error }: { id: number; result?: string; error?: string }) => {
      const job = this.pending.get(id);
      this.pending.delete(id);
      if (error !== undefined || result === undefined) job?.reject(new Error(error));
      else job?.resolve(result);
    });
    // Only the current worker's end fails what is pending: one retired while idle held nothing.
    worker.on('error', (error) => this.worker === worker && this.fail(error));
    worker.on('exit', () => this.worker === worker && this.fail(new Error('modexp worker exited')));
    return worker;
  }

  /** A dead worker fails what it held; the next call starts a new one. */
  private fail(error: Error) {
    this.worker = undefined;
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
  }

  private retire() {
    const idle = this.worker;
    if (!idle || this.pending.size > 0) return;
    this.worker = undefined;
    void idle.terminate();
  }

  run(op: 'pow' | 'S', args: bigint[]): Promise<bigint> {
    clearTimeout(this.idleTimer);
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
        if (this.pending.size === 0) {
          this.worker?.unref();
          this.idleTimer = setTimeout(() => this.retire(), IDLE_MS).unref();
        }
      });
  }
}
