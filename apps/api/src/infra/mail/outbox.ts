import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { mailOutbox, type OutboxCalendar } from '../../db/schema/index.js';

export interface MailMessage {
  recipient: string;
  subject: string;
  text: string;
  /** The HTML alternative of `text` (mail-html.ts builds it). */
  html?: string;
  headers?: Record<string, string>;
  /** An interview invitation, sent as the text/calendar part. */
  calendar?: OutboxCalendar;
}

/** Queues a message; pass the transaction that writes what the message announces. */
export async function enqueueMail(db: Database | Transaction, message: MailMessage, now: Date) {
  await db.insert(mailOutbox).values({ ...message, created_at: now, next_attempt_at: now });
}

/**
 * Queues many messages in one statement, spread at `perSecond` so a bulk invitation does not hit the
 * SMTP server's rate limits all at once (the worker sends each when it falls due).
 */
export async function enqueueMails(
  db: Database | Transaction,
  messages: MailMessage[],
  now: Date,
  perSecond = 10,
) {
  if (messages.length === 0) return;
  await db.insert(mailOutbox).values(
    messages.map((message, i) => ({
      ...message,
      created_at: now,
      next_attempt_at: new Date(now.getTime() + Math.floor(i / perSecond) * 1000),
    })),
  );
}

/** Newest first, for the development mailbox. */
export function listOutbox(db: Database, limit = 100) {
  return db
    .select({
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
      created_at: mailOutbox.created_at,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id))
    .limit(limit);
}

/** Erasure on request: the mails kept for an address (their text names the person) are deleted. */
export async function forgetRecipient(db: Database | Transaction, recipient: string) {
  await db.delete(mailOutbox).where(eq(mailOutbox.recipient, recipient));
}

/**
 * What waits in the outbox: pending messages, those whose last attempt failed (the worker retries
 * them with backoff; a delivered message clears its error), and the error of the newest of those.
 */
export async function outboxHealth(db: Database) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending')::int`,
      failing: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending' and ${mailOutbox.last_error} is not null)::int`,
      lastError: sql<
        string | null
      >`(array_agg(${mailOutbox.last_error} order by ${mailOutbox.id} desc) filter (where ${mailOutbox.status} = 'pending' and ${mailOutbox.last_error} is not null))[1]`,
    })
    .from(mailOutbox);
  return { pending: row?.pending ?? 0, failing: row?.failing ?? 0, lastError: row?.lastError ?? null };
}
