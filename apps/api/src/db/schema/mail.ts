import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** An invitation kept with its mail; the worker writes the .ics with the sender as organizer. */
export interface OutboxCalendar {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  /** ISO instants. */
  start: string;
  stamp: string;
  minutes: number;
  summary: string;
  location: string;
  description: string;
  attendee: { name: string; email: string };
}

/** Transactional outbox: written in the same transaction as what the message announces. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The same message as HTML, sent beside the text as its alternative; null: text only. */
    html: text('html'),
    /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on mail a person can stop). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** An iCalendar invitation sent as the text/calendar part (METHOD REQUEST or CANCEL). */
    calendar: jsonb('calendar').$type<OutboxCalendar>(),
    /** pending | sent */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: at('next_attempt_at').notNull().defaultNow(),
    last_error: text('last_error'),
    sent_at: at('sent_at'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_due').on(table.status, table.next_attempt_at)],
);
