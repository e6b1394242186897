import { parentPort } from 'node:worker_threads';
import { AppError } from '../../../lib/app-error.js';
import { readTable, type TextTable } from './table-file.js';

/** What the reader thread answers for one file: the table, or the refusal to send as it is. */
export type TableAnswer =
  { id: number; table: TextTable } | { id: number; refusal: { code: AppError['code']; message: string } };

// One file at a time: the main thread queues, so a hostile file holds this thread only, never the API.
parentPort!.on('message', async ({ id, bytes }: { id: number; bytes: Uint8Array }) => {
  let answer: TableAnswer;
  try {
    answer = { id, table: await readTable(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    answer = { id, refusal: { code: error.code, message: error.message } };
  }
  parentPort!.postMessage(answer);
});
