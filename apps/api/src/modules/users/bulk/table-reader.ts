import { Worker } from 'node:worker_threads';
import { BULK_READ_SECONDS } from '@portal/shared/users/bulk';
import { bulkMessages } from '@portal/shared/messages';
import { AppError } from '../../../lib/app-error.js';
import type { TextTable } from './table-file.js';
import type { TableAnswer } from './table-worker.js';

const WORKER_FILE = new URL('./table-worker.mjs', import.meta.url);
// The limits keep a file's table small; this caps what a reader bug or an unforeseen file can take.
const WORKER_HEAP_MB = 256;

interface Job {
  id: number;
  bytes: Uint8Array;
  resolve(table: TextTable): void;
  reject(error: Error): void;
}

/**
 * Reads uploaded tables on one thread of their own, one file at a time, so parsing never blocks the
 * event loop and several hostile files cannot add up in memory. A file that takes longer than
 * BULK_READ_SECONDS, or a thread that dies (heap cap), fails that file with a Spanish 4xx; the next
 * file starts a fresh thread.
 */
export class TableReader {
  private worker: Worker | undefined;
  private readonly queue: Job[] = [];
  private current: { job: Job; timer: NodeJS.Timeout } | undefined;
  private nextId = 0;

  read(bytes: Uint8Array): Promise<TextTable> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, bytes, resolve, reject });
      this.pump();
    });
  }

  /** Ends the thread (the app's onClose); queued files fail. */
  async close() {
    const worker = this.worker;
    for (const job of this.queue.splice(0)) job.reject(AppError.badRequest(bulkMessages.fileUnreadable));
    this.stop(AppError.badRequest(bulkMessages.fileUnreadable));
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    worker.unref(); // an idle reader does not keep the process alive; a file's timer does meanwhile
    // A thread that crashed or hit its heap cap: its file is refused as too big for the reader.
    const died = () => {
      if (this.worker === worker) this.stop(new AppError('FILE_TOO_LARGE', bulkMessages.readerFailed));
    };
    worker.on('message', (answer: TableAnswer) => this.settle(answer));
    worker.on('error', died);
    worker.on('exit', died);
    return worker;
  }

  private pump() {
    if (this.current) return;
    const job = this.queue.shift();
    if (!job) return;
    this.worker ??= this.start();
    const timer = setTimeout(
      () => this.stop(new AppError('FILE_TOO_LARGE', bulkMessages.tooSlow(BULK_READ_SECONDS))),
      BULK_READ_SECONDS * 1000,
    );
    this.current = { job, timer };
    this.worker.postMessage({ id: job.id, bytes: job.bytes });
  }

  private settle(answer: TableAnswer) {
    const current = this.current;
    if (!current || current.job.id !== answer.id) return;
    clearTimeout(current.timer);
    this.current = undefined;
    if ('table' in answer) current.job.resolve(answer.table);
    else current.job.reject(new AppError(answer.refusal.code, answer.refusal.message));
    this.pump();
  }

  /** The thread is done for (timeout, crash, heap cap): the file it held fails, the rest go on. */
  private stop(error: Error) {
    const worker = this.worker;
    this.worker = undefined;
    if (this.current) {
      clearTimeout(this.current.timer);
      this.current.job.reject(error);
      this.current = undefined;
    }
    void worker?.terminate();
    this.pump();
  }
}
