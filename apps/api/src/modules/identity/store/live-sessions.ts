import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { identityRefreshTokens, identityUsers } from '../../../db/schema/index.js';

const TTL_MS = 5000;
const MAX_ENTRIES = 20_000;

/**
 * Whether the sign-in session a token came from (its `origin_jti`) is still live: not revoked
 * (RevokeToken, sign-out elsewhere, a password change) and not older than the user's
 * `tokens_valid_after` (GlobalSignOut). One indexed statement, remembered for 5 s so the API's hot
 * paths pay it once per session and not once per request. This process forgets at once when it
 * revokes (`forgetAll`); another process within 5 s.
 */
export class LiveSessions {
  private readonly seen = new Map<string, { liveUntil: number; validAfter: number }>();

  constructor(private readonly db: Database) {}

  async isLive(originJti: string, issuedAtSeconds: number, now = Date.now()): Promise<boolean> {
    let entry = this.seen.get(originJti);
    if (!entry || entry.liveUntil <= now) {
      const [row] = await this.db
        .select({
          revoked_at: identityRefreshTokens.revoked_at,
          valid_after: identityUsers.tokens_valid_after,
        })
        .from(identityRefreshTokens)
        .innerJoin(identityUsers, eq(identityUsers.id, identityRefreshTokens.user_id))
        .where(eq(identityRefreshTokens.origin_jti, originJti));
      if (!row || row.revoked_at) return false;
      if (this.seen.size >= MAX_ENTRIES) this.seen.clear();
      entry = {
        liveUntil: now + TTL_MS,
        validAfter: row.valid_after ? Math.floor(row.valid_after.getTime() / 1000) : 0,
      };
      this.seen.set(originJti, entry);
    }
    return issuedAtSeconds >= entry.validAfter;
  }

  forgetAll() {
    this.seen.clear();
  }
}
