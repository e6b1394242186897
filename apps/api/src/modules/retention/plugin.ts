import fp from 'fastify-plugin';
import { scheduleJob } from '../../infra/scheduled-job.js';
import { RETENTION_JOB, runRetention } from './service.js';

/** The retention pass, every six hours in every process (one at a time, by an advisory lock). */
export const retentionModule = fp(
  async (app) => {
    scheduleJob(app, {
      ...RETENTION_JOB,
      run: (now) => runRetention({ db: app.db, storage: app.storage }, now, app.env.RETENTION_MONTHS),
      count: (outcome) => outcome.warned.length + outcome.anonymized.length,
    });
  },
  { name: 'retention', dependencies: ['storage'] },
);
