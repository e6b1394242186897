import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@portal/shared/messages';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

// A client that sends its request a byte at a time holds a socket for as long as we let it
// (slowloris). With short limits configured, a real TCP client trickling bytes is cut off with 408.
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp({
    HTTP_HEADERS_TIMEOUT_SECONDS: '1',
    HTTP_REQUEST_TIMEOUT_SECONDS: '2',
    HTTP_IDLE_TIMEOUT_SECONDS: '10',
  });
  port = Number(new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => ctx.close());

/** Sends `start` at once, then `trickle` one byte every 150 ms; resolves when the server closes. */
function slowClient(start: string, trickle: string) {
  return new Promise<{ answer: string; seconds: number }>((resolve, reject) => {
    const began = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let next = 0;
    const timer = setInterval(() => {
      if (socket.writable) socket.write(trickle[next++ % trickle.length]!);
    }, 150);
    const done = () => {
      clearInterval(timer);
      resolve({ answer, seconds: (Date.now() - began) / 1000 });
    };
    socket.on('connect', () => socket.write(start));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', done);
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? done() : reject(error),
    );
    // Without limits the client would trickle for ever: stop it, so a failure is quick to see.
    setTimeout(() => socket.destroy(), 15_000);
  });
}

describe('slow clients', () => {
  it('a header sent a byte at a time is cut after HTTP_HEADERS_TIMEOUT_SECONDS, with 408', async () => {
    const { answer, seconds } = await slowClient(
      'GET /api/vacancies HTTP/1.1\r\nHost: localhost\r\nX-Relleno: ',
      'abcdefghij',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({
      code: 'REQUEST_TIMEOUT',
      message: errorMessages.requestTimeout,
    });
    expect(seconds).toBeGreaterThanOrEqual(0.9);
    expect(seconds).toBeLessThan(4);
  });

  it('a body sent a byte at a time is cut after HTTP_REQUEST_TIMEOUT_SECONDS', async () => {
    const { answer, seconds } = await slowClient(
      'POST /cognito HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-amz-json-1.1\r\n' +
        'X-Amz-Target: AWSCognitoIdentityProviderService.InitiateAuth\r\nContent-Length: 5000\r\n\r\n{"a":"',
      'x',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(seconds).toBeGreaterThanOrEqual(1.9);
    expect(seconds).toBeLessThan(5);
  });

  it('a request that arrives in time is answered as usual', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/vacancies`);
    expect(res.status).toBe(200);
  });
});
