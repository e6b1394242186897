import fp from 'fastify-plugin';
import { scheduleJob } from '../../infra/scheduled-job.js';
import { INTERVIEW_REMINDER_JOB, remindInterviews } from './interviews.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One interview reminder pass now (the timer calls it; tests call it on their own clock). */
    runInterviewReminders: () => Promise<number>;
  }
}

/** Applications: the day-before interview reminders, in every process (one at a time). */
export const applicationsModule = fp(
  async (app) => {
    const runNow = scheduleJob(app, {
      ...INTERVIEW_REMINDER_JOB,
      run: (now) => remindInterviews(app.db, now),
      count: (reminded) => reminded,
    });
    app.decorate('runInterviewReminders', runNow);
  },
  { name: 'applications', dependencies: ['mail'] },
);
