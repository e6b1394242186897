import fp from 'fastify-plugin';
import { UnsubscribeTokens } from '../../infra/mail/unsubscribe-tokens.js';
import { scheduleJob } from '../../infra/scheduled-job.js';
import { loadStoredSecret } from '../../infra/stored-secrets.js';
import { configuredOrigin } from '../../lib/public-origin.js';
import { NOTIFICATION_MAIL_JOB, runNotificationMail, type NotificationMailOutcome } from './mailing.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key of the one-click links that turn notification mail off. */
    notificationTokens: UnsubscribeTokens;
    /** One notification mail pass now (the timer calls it; tests call it on their own clock). */
    runNotificationMail: () => Promise<NotificationMailOutcome>;
  }
}

/** Notifications: the mailer that turns waiting events into mails, in every process (one at a time). */
export const notificationsModule = fp(
  async (app) => {
    const tokens = new UnsubscribeTokens(
      await loadStoredSecret(app.db, 'notification_unsubscribe'),
      'avisos-baja',
    );
    app.decorate('notificationTokens', tokens);
    const runNow = scheduleJob(app, {
      ...NOTIFICATION_MAIL_JOB,
      run: (now) => runNotificationMail({ db: app.db, origin: configuredOrigin(app.env), tokens }, now),
      count: (outcome) => outcome.mails,
    });
    app.decorate('runNotificationMail', runNow);
  },
  { name: 'notifications', dependencies: ['mail'] },
);
