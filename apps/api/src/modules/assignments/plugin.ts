import fp from 'fastify-plugin';
import { scheduleJob } from '../../infra/scheduled-job.js';
import { ASSIGNMENT_ENDING_JOB, warnEndingAssignments } from './ending-soon.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the "assignment ending soon" warnings now (tests call it on their own clock). */
    runAssignmentWarnings: () => Promise<number>;
  }
}

/** Assignments: the 30- and 15-day warnings before an assignment ends, in every process. */
export const assignmentsModule = fp(
  async (app) => {
    const runNow = scheduleJob(app, {
      ...ASSIGNMENT_ENDING_JOB,
      run: (now) => warnEndingAssignments(app.db, now),
      count: (warned) => warned,
    });
    app.decorate('runAssignmentWarnings', runNow);
  },
  { name: 'assignments' },
);
