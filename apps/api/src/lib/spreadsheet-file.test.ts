import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendReport } from './spreadsheet-file.js';

// A client that goes away half-way through a download: the report's source is ended (no more rows
// read, no query left running) and nothing throws unhandled.
const app = Fastify();
let base = '';
let read = 0;
let ended = false;

app.get('/ping', () => 'ok');
app.get('/informe', (_request, reply) => {
  async function* endless() {
    try {
      for (;;) {
        read++;
        await new Promise((resolve) => setImmediate(resolve));
        yield Array.from({ length: 1000 }, (_, i) => [
          `fila ${read}-${i}`,
          { number: i, decimals: 0 as const },
        ]);
      }
    } finally {
      ended = true;
    }
  }
  return sendReport(reply, 'informe', { titles: ['Texto', 'Número'], batches: endless() }, 'csv', new Date());
});

beforeAll(async () => {
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('sendReport', () => {
  it('names the file by Bogotá date, and stops reading rows when the client disconnects', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (error: unknown) => unhandled.push(error);
    process.on('unhandledRejection', onUnhandled);
    process.on('uncaughtException', onUnhandled);
    try {
      const abort = new AbortController();
      const res = await fetch(`${base}/informe`, { signal: abort.signal });
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="informe-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
      const reader = res.body!.getReader();
      await reader.read();
      abort.abort();
      for (let i = 0; i < 100 && !ended; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(ended).toBe(true);
      const readThen = read;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(read).toBe(readThen);
      // The server still answers.
      expect(await (await fetch(`${base}/ping`)).text()).toBe('ok');
    } finally {
      process.off('unhandledRejection', onUnhandled);
      process.off('uncaughtException', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});
