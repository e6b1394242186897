import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One item of a Sentry envelope: its header (`type`: event, transaction, …) and its JSON payload. */
export interface EnvelopeItem {
  type: string;
  payload: Record<string, unknown>;
}

export interface CaptureServer {
  port: number;
  /** Items of every envelope received so far, in arrival order. */
  items: EnvelopeItem[];
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, sentry-trace, baggage, x-sentry-auth',
};

/** Envelope format: a header line, then pairs of item-header and payload lines. */
export function parseEnvelope(body: string): EnvelopeItem[] {
  const lines = body.split('\n').filter((line) => line.trim() !== '');
  const items: EnvelopeItem[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i]!) as { type: string };
    items.push({ type: header.type, payload: JSON.parse(lines[i + 1]!) as Record<string, unknown> });
  }
  return items;
}

/** A stand-in for a Sentry server on 127.0.0.1 and a random port that records what browsers send. */
export async function startCaptureServer(): Promise<CaptureServer> {
  const items: EnvelopeItem[] = [];
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') return res.writeHead(204, CORS).end();
    if (req.method !== 'POST' || !/^\/api\/\d+\/envelope\/?(\?|$)/.test(req.url ?? '')) {
      return res.writeHead(404, CORS).end();
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    items.push(...parseEnvelope(Buffer.concat(chunks).toString('utf8')));
    res.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end('{}');
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(400, CORS).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    items,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
