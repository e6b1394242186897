import { and, eq, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { calendarPart } from './icalendar.js';

const BATCH = 10;
const MAX_BACKOFF_MS = 5 * 60_000;

/**
 * nodemailer waits up to 2 minutes to connect and an hour on a silent socket: a stuck SMTP server
 * would hold a pass that long. These limits (unless SMTP_URL sets its own as query parameters) let
 * the pass fail fast; the message stays in the outbox and is retried with backoff.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return url.toString();
}

export interface MailWorkerOptions {
  db: Database;
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
  now?: () => Date;
  pollMs?: number;
  /** A claimed row is left alone this long; if the process dies mid-send another one retries it. */
  leaseMs?: number;
}

/**
 * Delivers the outbox through SMTP. Rows are claimed with one UPDATE over a `FOR UPDATE SKIP LOCKED`
 * select, so several processes never send the same message and no transaction stays open while
 * talking to the SMTP server. Failures come back later with exponential backoff.
 */
export class MailWorker {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(private readonly options: MailWorkerOptions) {
    this.transport = nodemailer.createTransport(withTimeouts(options.smtpUrl));
  }

  private now() {
    return this.options.now?.() ?? new Date();
  }

  start() {
    const tick = async () => {
      if (this.stopped) return;
      try {
        await this.runOnce();
      } catch (error) {
        this.options.log.warn({ err: error }, 'mail worker pass failed');
      }
      if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs ?? 1000).unref();
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    this.transport.close();
  }

  /** One pass: claims due messages and tries each; returns how many were sent. */
  runOnce(): Promise<number> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<number> {
    const { db } = this.options;
    const now = this.now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.next_attempt_at, now)))
      .orderBy(mailOutbox.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const leaseEnds = now.getTime() + (this.options.leaseMs ?? 60_000);
    const claimed = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, next_attempt_at: new Date(leaseEnds) })
      .where(sql`${mailOutbox.id} in ${due}`)
      .returning();
    let sent = 0;
    for (const message of claimed) {
      // Past the lease another process may have claimed the rest of the batch: it is theirs now, so
      // only a message in flight when the lease ends can go out twice.
      if (this.now().getTime() >= leaseEnds) break;
      try {
        await this.transport.sendMail({
          from: this.options.from,
          to: message.recipient,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
          ...(message.calendar ? { icalEvent: calendarPart(message.calendar, this.options.from) } : {}),
        });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sent_at: this.now(), last_error: null })
          .where(eq(mailOutbox.id, message.id));
        sent += 1;
      } catch (error) {
        const backoff = Math.min(2 ** (message.attempts - 1) * 1000, MAX_BACKOFF_MS);
        await db
          .update(mailOutbox)
          .set({
            last_error: String(error).slice(0, 500),
            next_attempt_at: new Date(this.now().getTime() + backoff),
          })
          .where(eq(mailOutbox.id, message.id));
        this.options.log.warn({ err: error, messageId: message.id }, 'mail delivery failed, will retry');
      }
    }
    return sent;
  }
}
