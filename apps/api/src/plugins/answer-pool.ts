import { createHash } from 'node:crypto';

export interface Entry {
  key: string;
  stamp: string;
  etag: string;
  /** Computed on the first request that needs it: a 304 never computes it. Bytes, encoded once. */
  body?: Buffer;
  /** The body gzipped, made on the first request that accepts it (phones on slow links). */
  gzipped?: Buffer;
}

const sizeOf = (entry: Entry) => (entry.body?.length ?? 0) + (entry.gzipped?.length ?? 0);

/**
 * Answers kept by key, each valid for one stamp, the least recently made dropped first once there
 * are more than `maxEntries` of them or their bodies pass `maxBytes`.
 */
export class AnswerPool {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {}

  /** The entry of `key` for this stamp: the kept one, or a new one without a body yet. */
  entryFor(key: string, stamp: string): Entry {
    const known = this.#entries.get(key);
    if (known?.stamp === stamp) return known;
    if (known) this.#drop(known);
    const entry = {
      key,
      stamp,
      etag: `W/"${createHash('sha1').update(`${stamp}|${key}`).digest('base64url')}"`,
    };
    this.#entries.set(key, entry);
    this.#trim();
    return entry;
  }

  /** Sets what an entry holds; an entry replaced meanwhile (a newer stamp) is filled but not counted. */
  fill(entry: Entry, part: 'body' | 'gzipped', bytes: Buffer): Buffer {
    const kept = this.#entries.get(entry.key) === entry;
    if (kept) this.#bytes -= sizeOf(entry);
    entry[part] = bytes;
    if (kept) {
      this.#bytes += sizeOf(entry);
      this.#trim();
    }
    return bytes;
  }

  get bytes() {
    return this.#bytes;
  }

  #drop(entry: Entry) {
    this.#entries.delete(entry.key);
    this.#bytes -= sizeOf(entry);
  }

  #trim() {
    for (const oldest of this.#entries.values()) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) return;
      this.#drop(oldest);
    }
  }
}
