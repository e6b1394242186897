import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { uploadIncomplete } from './upload-stream.js';

/** Busboy parses each chunk as it is written: a second after the last one, nothing more will come. */
const GRACE_MS = 1000;

/**
 * A multipart body cut before its closing boundary is not always settled by @fastify/busboy: the
 * next part never comes, nor the end of the parts, and the request would wait for ever, holding the
 * candidate's upload room. Once the whole body has arrived, busboy has parsed every byte, so a part
 * it still owes a moment later is never coming: it fails as an incomplete upload, and the usual
 * clean-up runs. (A file part cut short is refused by readHead and checkUpload, upload-stream.ts.)
 */
export function cutWatch(request: FastifyRequest) {
  const arrived = request.raw.readableEnded
    ? Promise.resolve()
    : new Promise<void>((resolve) => request.raw.once('end', () => resolve()));
  const owedTooLong = () =>
    arrived
      .then(() => sleep(GRACE_MS, undefined, { ref: false }))
      .then(() => Promise.reject(uploadIncomplete()));

  return {
    /** The next part, or a refusal when the body is all in and busboy still holds it back. */
    next<T>(iterator: AsyncIterator<T>): Promise<IteratorResult<T>> {
      const cut = owedTooLong();
      cut.catch(() => undefined); // the part usually wins the race: the cut's refusal goes unheard
      return Promise.race([iterator.next(), cut]);
    },
  };
}
