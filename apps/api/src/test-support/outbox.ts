import { MAX_WAIT_MS } from '../modules/notifications/mailing.js';
import type { TestContext } from './test-app.js';

export interface OutboxMail {
  recipient: string;
  subject: string;
  text: string;
}

/** The mails the local outbox holds for one address, newest first (as `/api/dev/outbox` lists them). */
export async function mailsTo(ctx: TestContext, recipient: string): Promise<OutboxMail[]> {
  const outbox = (await ctx.app.inject({ url: '/api/dev/outbox' })).json() as OutboxMail[];
  return outbox.filter((mail) => mail.recipient === recipient);
}

/**
 * Runs the notification mailer as if its gathering window had passed (the events' own time is the
 * real clock): every event waiting for an immediate mail goes out now.
 */
export async function mailNotificationsNow(ctx: TestContext) {
  const clock = ctx.app.clock.now;
  ctx.app.clock.now = () => new Date(Date.now() + MAX_WAIT_MS);
  try {
    return await ctx.app.runNotificationMail();
  } finally {
    ctx.app.clock.now = clock;
  }
}
