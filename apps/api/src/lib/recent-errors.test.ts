import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { countingLogger, RecentErrors } from './recent-errors.js';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 12, 0, 0) + minutes * 60_000);

describe('RecentErrors', () => {
  it('counts within the last hour only, since the process started', () => {
    let now = at(0);
    const errors = new RecentErrors(() => now);
    errors.record('serverErrors');
    errors.record('logged');
    now = at(30);
    errors.record('serverErrors');
    expect(errors.counts()).toEqual({ serverErrors: 2, logged: 1, since: at(0) });
    now = at(61);
    expect(errors.counts()).toEqual({ serverErrors: 1, logged: 0, since: at(2) });
    now = at(200);
    expect(errors.counts()).toMatchObject({ serverErrors: 0, logged: 0 });
  });
});

describe('countingLogger', () => {
  it('counts the lines logged at error and fatal, by the app, its children and requests', async () => {
    const errors = new RecentErrors();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: countingLogger({ level: 'warn', stream }, errors) });
    app.get('/', async (request) => {
      request.log.error('request failed');
      return 'ok';
    });
    app.log.warn('only a warning');
    app.log.error(new Error('broken'), 'background job failed');
    app.log.child({ job: 'x' }).fatal('child fatal');
    await app.inject({ url: '/' });
    expect(errors.counts()).toMatchObject({ logged: 3, serverErrors: 0 });
    // The lines are still written.
    expect(lines.join('')).toContain('background job failed');
    await app.close();
  });

  it('leaves a disabled logger disabled', () => {
    expect(countingLogger(false, new RecentErrors())).toBe(false);
  });
});
