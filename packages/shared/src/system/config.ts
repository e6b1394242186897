import { z } from 'zod';

/** Public runtime configuration read by the SPA at start (GET /api/config). */
export const publicConfigSchema = z.object({
  apiBase: z.string(),
  identity: z.object({
    userPoolId: z.string(),
    userPoolClientId: z.string(),
    /** Absolute URL of a custom user-pool endpoint; null when talking to AWS Cognito itself. */
    userPoolEndpoint: z.string().nullable(),
  }),
  sentryDsn: z.string(),
  environment: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
