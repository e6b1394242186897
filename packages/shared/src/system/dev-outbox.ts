import { z } from 'zod';

/** One mail of GET /api/dev/outbox, the local mailbox (absent with SMTP or a public PUBLIC_URL). */
export const outboxMessageSchema = z.object({
  id: z.number(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export const outboxSchema = z.array(outboxMessageSchema);
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
