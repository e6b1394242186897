import fp from 'fastify-plugin';
import { scheduleJob } from '../../infra/scheduled-job.js';
import { configuredOrigin } from '../../lib/public-origin.js';
import { NOTIFICATION_MAIL_JOB, runNotificationMail, type NotificationMailOutcome } from './mailing.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One notification mail pass now (the timer calls it; tests call it on their own clock). */
    runNotificationMail: () => Promise<NotificationMailOutcome>;
  }
}

/** Notifications: the mailer that turns waiting events into mails, in every process (one at a time). */
export const notificationsModule = fp(
  async (app) => {
    const runNow = scheduleJob(app, {
      ...NOTIFICATION_MAIL_JOB,
      run: (now) => runNotificationMail({ db: app.db, origin: configuredOrigin(app.env) }, now),
      count: (outcome) => outcome.mails,
    });
    app.decorate('runNotificationMail', runNow);
  },
  { name: 'notifications', dependencies: ['mail'] },
);
