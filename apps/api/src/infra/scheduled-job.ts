import type { FastifyInstance } from 'fastify';
import { recordRun } from './job-runs.js';

export interface ScheduledJob<T> {
  /** The name the record of background runs (and /system) knows it by. */
  name: string;
  everyMs: number;
  run(now: Date): Promise<T>;
  /** How many things a run handled, for the record. */
  count(outcome: T): number;
}

/**
 * A background job in every process (each job takes its own lock): run on a timer once the app is
 * ready (not under tests, which call the returned function on their own clock), each run recorded,
 * a failure logged and retried on the next turn; the timer stops with the app.
 */
export function scheduleJob<T>(app: FastifyInstance, job: ScheduledJob<T>): () => Promise<T> {
  const runNow = () => {
    const now = () => app.clock.now();
    return recordRun(app.db, job.name, now, () => job.run(now()), job.count);
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (app.env.NODE_ENV === 'test') return;
    timer = setInterval(() => {
      runNow().catch((error: unknown) =>
        app.log.error({ err: error, job: job.name }, 'background job failed'),
      );
    }, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return runNow;
}
