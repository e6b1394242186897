import { createHash } from 'node:crypto';

/** Counts and hashes (SHA-256) the bytes that flow through `tap`, without holding them. */
export class Checksum {
  bytes = 0;
  private readonly hash = createHash('sha256');

  async *tap(source: AsyncIterable<Uint8Array | string>): AsyncGenerator<Buffer> {
    for await (const piece of source) {
      // A view over the same memory, not a copy.
      const chunk =
        typeof piece === 'string'
          ? Buffer.from(piece)
          : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
      this.bytes += chunk.length;
      this.hash.update(chunk);
      yield chunk;
    }
  }

  /** Call once, after the last byte went through. */
  result(): { bytes: number; sha256: string } {
    return { bytes: this.bytes, sha256: this.hash.digest('hex') };
  }
}
