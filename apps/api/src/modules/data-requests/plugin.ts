import fp from 'fastify-plugin';
import { scheduleJob } from '../../infra/scheduled-job.js';
import { DATA_REQUEST_DUE_JOB, warnDueRequests } from './due-soon.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the "data request due soon" warnings now (tests call it on their own clock). */
    runDataRequestWarnings: () => Promise<number>;
  }
}

/** Data requests: the warning that a request's legal term is about to end, in every process. */
export const dataRequestsModule = fp(
  async (app) => {
    const runNow = scheduleJob(app, {
      ...DATA_REQUEST_DUE_JOB,
      run: (now) => warnDueRequests(app.db, now),
      count: (warned) => warned,
    });
    app.decorate('runDataRequestWarnings', runNow);
  },
  { name: 'data-requests' },
);
