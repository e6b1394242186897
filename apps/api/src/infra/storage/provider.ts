import type { Readable } from 'node:stream';

/** An object as listed by a provider, for the orphan sweeper. */
export interface StoredObject {
  key: string;
  lastModified: Date;
}

/** A stored object opened for reading: its bytes as a stream and its size. */
export interface OpenedObject {
  stream: Readable;
  size: number;
}

/** Where candidate files live (decision 0003): local disk by default, S3 by configuration. */
export interface StorageProvider {
  readonly driver: 'local' | 's3';
  readonly bucket: string;
  /** Streams body to key; on any stream error nothing stays behind and the error is rethrown. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The whole object in memory: only for small ones (the system screen's probe). */
  read(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /** Gives a stored object another key (an upload checked after its bytes arrived). */
  move(from: string, to: string): Promise<void>;
  /** Streams a stored object (never read whole into memory); undefined when it is not there. */
  open(key: string): Promise<OpenedObject | undefined>;
  /** A link that opens the object until it expires (SIGNED_URL_TTL_SECONDS). */
  signedUrl(key: string): Promise<string>;
  list(): AsyncIterable<StoredObject>;
}

/** The URL a document row keeps: the same for every driver, useless without a signature. */
export const FILES_PATH = '/api/files/';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/;

/** Keys are built by us from safe segments only: no dot-segments, no separators, no traversal. */
export function isSafeKey(key: string): boolean {
  const segments = key.split('/');
  return (
    key.length <= 512 &&
    segments.length >= 2 &&
    segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))
  );
}

export const objectUrl = (key: string) => `${FILES_PATH}${key}`;

/** The key inside one of our object URLs (relative or with any origin), or null when it is not one. */
export function keyFromUrl(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://portal.invalid').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(FILES_PATH)) return null;
  let key: string;
  try {
    key = decodeURIComponent(pathname.slice(FILES_PATH.length));
  } catch {
    return null;
  }
  return isSafeKey(key) ? key : null;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** Stored keys end in the extension of the type their bytes showed, so the key tells the type. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** `<kind>; filename="…"; filename*=UTF-8''…`: the name quoted (no quotes or backslashes), and exact. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  return `${kind}; filename="${name.replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** `inline; filename="…"; filename*=UTF-8''…` with the key's last segment. */
export const contentDispositionOfKey = (key: string) =>
  contentDisposition('inline', key.slice(key.lastIndexOf('/') + 1));
