import { Readable } from 'node:stream';
import { strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipStream } from './zip-stream.js';

const read = async (stream: Readable) => new Uint8Array(Buffer.concat(await stream.toArray()));

describe('zipStream', () => {
  it('streams stored and deflated entries that any unzip reads back', async () => {
    const pdf = new Uint8Array(200_000).map((_, i) => (i * 7919) % 251);
    const chunks = [pdf.subarray(0, 65_536), pdf.subarray(65_536)];
    const text = strToU8('{ "a": 1 }\n'.repeat(1000));
    async function* entries() {
      yield { name: 'archivos/Hoja de vida/cv.pdf', body: Readable.from(chunks), compress: false };
      yield { name: 'mis-datos.json', body: text, compress: true };
    }
    const zip = await read(zipStream(entries()));
    const methods: Record<string, number> = {};
    const files = unzipSync(zip, {
      filter: (file) => {
        methods[file.name] = file.compression;
        return true;
      },
    });
    expect(files['archivos/Hoja de vida/cv.pdf']).toEqual(pdf);
    expect(files['mis-datos.json']).toEqual(text);
    expect(methods).toEqual({ 'archivos/Hoja de vida/cv.pdf': 0, 'mis-datos.json': 8 });
    expect(zip.length).toBeLessThan(pdf.length + text.length / 10);
  });

  it('fails the stream when an entry fails half-way, instead of ending a short archive', async () => {
    async function* broken() {
      yield new Uint8Array(10);
      throw new Error('almacenamiento caído');
    }
    async function* entries() {
      yield { name: 'a.pdf', body: broken(), compress: false };
    }
    await expect(read(zipStream(entries()))).rejects.toThrow('almacenamiento caído');
  });
});
