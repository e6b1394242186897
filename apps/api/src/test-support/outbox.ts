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
