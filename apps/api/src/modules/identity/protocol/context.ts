import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { Env } from '../../../env.js';
import type { Clock } from '../../../lib/clock.js';
import { publicOrigin } from '../../../lib/public-origin.js';
import type { IdentityHooks } from '../hooks.js';
import type { KeyStore } from '../store/keys.js';
import type { LiveSessions } from '../store/live-sessions.js';

/** What every action needs; one per app, decorated as `app.identity`. */
export interface IdentityContext {
  db: Database;
  env: Env;
  clock: Clock;
  keys: KeyStore;
  /** Sign-in sessions still live, asked by the API's bearer check. */
  liveSessions: LiveSessions;
  /** Pool name = the part of the pool id after `_`; it salts every SRP verifier. */
  poolName: string;
  hooks: IdentityHooks;
}

export interface ActionRequest {
  ctx: IdentityContext;
  body: Record<string, unknown>;
  ip: string;
  /** The caller's User-Agent header, kept with a sign-up as part of its proof. */
  userAgent: string | null;
  issuer: string;
  log: FastifyRequest['log'];
}

export type ActionHandler = (request: ActionRequest) => Promise<Record<string, unknown>>;

export const issuerFor = (request: FastifyRequest, env: Env) =>
  `${publicOrigin(request, env)}/cognito/${env.IDENTITY_USER_POOL_ID}`;

export const nowSeconds = (clock: Clock) => Math.floor(clock.now().getTime() / 1000);
export const inMs = (clock: Clock, ms: number) => new Date(clock.now().getTime() + ms);
