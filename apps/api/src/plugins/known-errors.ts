import { errorMessages } from '@portal/shared/messages';
import type { ErrorCode } from '@portal/shared/api-error';

/** SQLSTATEs that only a value the client sent can cause: answered 400, never 500. */
const CLIENT_DATA_STATES = new Set([
  '22003', // numeric value out of range (an id above 2,147,483,647)
  '22P02', // invalid text representation
  '22021', // character not in repertoire (a NUL byte)
  '22001', // string too long
  '22008', // datetime field overflow
  '22007', // invalid datetime format
]);
/** A foreign key that points nowhere: an id the client sent (a city, a category) that does not exist. */
const MISSING_REFERENCE = '23503';
/** The database is down, restarting or out of connections: try again later (503). */
const UNAVAILABLE_STATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08006',
  '57014', // statement timeout: the database is too slow right now
  // Two writes crossed (a deadlock, or a serialization failure): the transaction was rolled back whole,
  // so trying again is safe (decision 0070: running KPI totals are locked per company and source).
  '40P01',
  '40001',
]);
/** The disk under the database or the files is full (PostgreSQL's disk_full, or the OS's). */
const STORAGE_FULL_STATES = new Set(['53100', 'ENOSPC', 'EDQUOT']);
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
/** What the drivers say when the database went away (PGlite closed, a pool ended, a dropped link). */
const UNAVAILABLE_MESSAGES =
  /PGlite is closed|Cannot use a pool after calling end|Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable/i;
/** What busboy says of a broken multipart body. */
const MULTIPART_PROBLEMS =
  /unexpected end of (form|multipart)|malformed part header|boundary not found|multipart: /i;

/** The chain of causes (drizzle wraps the driver's error). */
function* causes(error: unknown): Generator<Record<string, unknown>> {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * Errors thrown below our code that still have a clear meaning for the person: their own data out of
 * range, a broken upload form, or the database being unavailable. Undefined for real server faults.
 */
export function knownError(error: unknown): { status: number; code: ErrorCode; message: string } | undefined {
  for (const cause of causes(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (CLIENT_DATA_STATES.has(code))
      return { status: 400, code: 'BAD_REQUEST', message: errorMessages.valueOutOfRange };
    if (code === MISSING_REFERENCE)
      return { status: 400, code: 'BAD_REQUEST', message: errorMessages.referenceMissing };
    if (STORAGE_FULL_STATES.has(code))
      return { status: 507, code: 'STORAGE_FULL', message: errorMessages.storageFull };
    const message = typeof cause.message === 'string' ? cause.message : '';
    // A Unix socket that is gone (the embedded server is down) fails its connect with ENOENT.
    const socketGone = code === 'ENOENT' && cause.syscall === 'connect';
    if (
      UNAVAILABLE_STATES.has(code) ||
      UNAVAILABLE_CODES.has(code) ||
      socketGone ||
      UNAVAILABLE_MESSAGES.test(message)
    ) {
      return { status: 503, code: 'UNAVAILABLE', message: errorMessages.unavailable };
    }
    if (MULTIPART_PROBLEMS.test(message)) {
      return { status: 400, code: 'BAD_REQUEST', message: errorMessages.malformedMultipart };
    }
  }
  return undefined;
}
