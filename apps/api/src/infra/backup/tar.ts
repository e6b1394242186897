import { once } from 'node:events';
import type { EventEmitter } from 'node:events';
import type { Pack } from 'tar-stream';

/** Adds one entry of known size to a tar being written, pulling its bytes as the archive drains. */
export async function addEntry(
  pack: Pack,
  name: string,
  size: number,
  body: AsyncIterable<Uint8Array> | Buffer,
): Promise<void> {
  let resolveWritten!: () => void;
  let rejectWritten!: (error: Error) => void;
  const written = new Promise<void>((resolve, reject) => {
    resolveWritten = resolve;
    rejectWritten = reject;
  });
  const sink = pack.entry({ name, size, mtime: new Date() }, (error) =>
    error ? rejectWritten(error) : resolveWritten(),
  );
  if (Buffer.isBuffer(body)) {
    sink.end(body);
  } else {
    try {
      for await (const chunk of body) {
        if (!sink.write(chunk)) await once(sink as unknown as EventEmitter, 'drain');
      }
    } catch (error) {
      pack.destroy(error as Error);
      throw error;
    }
    sink.end(undefined);
  }
  await written;
}

/** The whole of a small entry (the manifest, the file list). */
export async function readSmallEntry(entry: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of entry) chunks.push(chunk as Uint8Array); // tar-stream yields Buffers
  return Buffer.concat(chunks);
}
