import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const messageSchema = z
  .object({
    id: z.union([z.number(), z.string()]).optional(),
    recipient: z.string(),
    subject: z.string(),
    text: z.string(),
    time: z.string().optional(),
    created_at: z.string().optional(),
  })
  .transform(({ time, created_at, ...message }) => ({ ...message, time: time ?? created_at ?? '' }));

export type OutboxMessage = z.output<typeof messageSchema>;

/** GET /api/dev/outbox: the mails the local outbox kept (absent, 404, when SMTP is configured). */
export async function fetchOutbox(): Promise<OutboxMessage[]> {
  const messages = z.array(messageSchema).parse(await apiRequest<unknown>('/dev/outbox'));
  return messages.sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}
