import { z } from 'zod';

/** Body of every 4xx/5xx answer of the API: a stable code and a Spanish message a person can act on. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
