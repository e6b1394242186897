import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_ALLOWED_MIME_TYPES, UPLOAD_MAX_BYTES } from '@portal/shared/constants';
import { documentMessages } from '@portal/shared/messages';
import { EXTENSION_BY_MIME, type UploadMime } from '@portal/shared/documents/candidate';
import { AppError } from '../../../lib/app-error.js';

/** Bytes file-type needs to recognise PNG, JPEG and PDF. */
const HEAD_BYTES = 4100;

export const fileTooLarge = () => new AppError('FILE_TOO_LARGE', documentMessages.tooLarge);
export const fileTypeNotAllowed = () => new AppError('FILE_TYPE_NOT_ALLOWED', documentMessages.invalidType);
export const fileEmpty = () => AppError.badRequest('El archivo está vacío.', { file: 'Archivo vacío.' });
/** The body ended or was cut before the file's closing boundary: what came is not the whole file. */
export const uploadIncomplete = () =>
  AppError.badRequest(documentMessages.uploadIncomplete, { file: 'El archivo llegó incompleto.' });

/** A stream error while the file arrives (busboy's "Unexpected end of form") is the sender's cut body. */
const asIncomplete = (error: unknown) => (error instanceof AppError ? error : uploadIncomplete());

/**
 * Reads at most the first `size` bytes (fewer at the end of the stream), leaving the rest unread. A
 * stream closed before its end (a body cut short, maybe before this is called) refuses: it would
 * otherwise never settle.
 */
export function readHead(stream: Readable, size = HEAD_BYTES): Promise<Buffer> {
  if (stream.destroyed) return Promise.reject(uploadIncomplete());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = () => stream.off('data', onData).off('end', finish).off('error', fail).off('close', cut);
    const finish = () => {
      stop();
      stream.pause();
      resolve(Buffer.concat(chunks));
    };
    const fail = (error: Error) => {
      stop();
      reject(asIncomplete(error));
    };
    const cut = () => fail(uploadIncomplete());
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      total += chunk.length;
      if (total >= size) finish();
    };
    stream.on('data', onData).once('end', finish).once('error', fail).once('close', cut);
  });
}

/** The type the bytes show, when it is one we accept; the name and the declared type do not count. */
export async function detectAllowedType(head: Buffer): Promise<UploadMime | null> {
  const found = await fileTypeFromBuffer(head);
  const mime = found?.mime as string | undefined;
  return mime && (UPLOAD_ALLOWED_MIME_TYPES as readonly string[]).includes(mime)
    ? (mime as UploadMime)
    : null;
}

/** Passes bytes through and fails the stream with 413 as soon as more than `max` have gone by. */
export function sizeLimit(max = UPLOAD_MAX_BYTES): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > max) callback(fileTooLarge());
      else callback(null, chunk);
    },
  });
}

export interface CheckedUpload {
  mime: UploadMime;
  extension: string;
  /** The whole file again (head first), limited to the maximum size while it streams. */
  body: Readable;
  /** Bytes that have gone through `body` so far: the file's size once it has been stored. */
  size(): number;
}

const MIME_BY_EXTENSION: Record<string, UploadMime> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** What the sender says the file is, from its declared type or its name; null when it says nothing useful. */
export function claimedTypes(declaredMime: string | undefined, fileName: string | undefined): string[] {
  const claims: string[] = [];
  if (declaredMime && declaredMime !== 'application/octet-stream') claims.push(declaredMime.toLowerCase());
  const extension = fileName?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (extension) claims.push(MIME_BY_EXTENSION[extension] ?? `.${extension}`);
  return claims;
}

/**
 * Sniffs the head of an upload and refuses, before anything is stored, an empty file, bytes that are
 * not PNG, JPEG or PDF, and a file whose name or declared type says something other than its bytes
 * (a PNG renamed .pdf is a mistake or a disguise either way, and the candidate should re-check it).
 */
export async function checkUpload(file: Readable, claims: string[] = []): Promise<CheckedUpload> {
  const head = await readHead(file);
  if (head.length === 0) throw fileEmpty();
  const mime = await detectAllowedType(head);
  if (!mime || claims.some((claim) => claim !== mime)) throw fileTypeNotAllowed();
  let size = head.length;
  async function* whole() {
    yield head;
    try {
      for await (const chunk of file) {
        size += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
    } catch (error) {
      throw asIncomplete(error);
    }
  }
  const body = sizeLimit();
  // Errors on either side reach whoever reads `body`; this promise only must not go unhandled.
  pipeline(Readable.from(whole()), body).catch(() => undefined);
  return { mime, extension: EXTENSION_BY_MIME[mime], body, size: () => size };
}
