import fp from 'fastify-plugin';
import { recordRun } from '../../infra/job-runs.js';
import { RETENTION_JOB, runRetention } from './service.js';

/** The retention pass, every six hours in every process (one at a time, by an advisory lock). */
export const retentionModule = fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (app.env.NODE_ENV === 'test') return;
      timer = setInterval(() => {
        const now = () => app.clock.now();
        recordRun(
          app.db,
          RETENTION_JOB.name,
          now,
          () => runRetention({ db: app.db, storage: app.storage }, now(), app.env.RETENTION_MONTHS),
          (outcome) => outcome.warned.length + outcome.anonymized.length,
        ).catch((error: unknown) => app.log.error({ err: error }, 'retention pass failed'));
      }, RETENTION_JOB.everyMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'retention', dependencies: ['storage'] },
);
