import type { NotificationFeed } from '../../../db/notifications.js';
import type { StaffPrincipal } from '../../../plugins/staff-auth.js';

/** What the database announces (migration 0035) when a staff session may have stopped being valid. */
export const STAFF_SESSIONS_CHANGED = 'sesiones_equipo';
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface VerifiedSession {
  principal: StaffPrincipal;
  csrfHash: string;
  expiresAt: Date;
}

/**
 * Staff sessions checked against the database in the last few seconds, by token hash (decision 0070):
 * a signed-in read then costs its own queries and not one more. Trusted only while the database's
 * announcements are sure to arrive (the feed is live): a sign-out, a revocation, or a change of a
 * user's role, group, company or active flag announces itself at commit, in this process before the
 * commit returns and in the others within milliseconds, and every remembered session is forgotten.
 * An entry never outlives TTL_MS nor the session's own expiry, whatever is announced.
 */
export class RememberedSessions {
  readonly #entries = new Map<string, { session: VerifiedSession; until: number }>();
  #live = false;
  /** Bumped by every announcement, so a read that one overtook is not remembered. */
  #generation = 0;

  constructor(feed: NotificationFeed) {
    feed.subscribe({
      onMessage: (payload) => {
        if (payload === STAFF_SESSIONS_CHANGED) this.#forget();
      },
      onLive: (live) => {
        this.#live = live;
        this.#forget();
      },
    });
  }

  get(hash: string, now: number): VerifiedSession | undefined {
    const entry = this.#entries.get(hash);
    if (!entry) return undefined;
    if (this.#live && entry.until > now && entry.session.expiresAt.getTime() > now) return entry.session;
    this.#entries.delete(hash);
    return undefined;
  }

  /** A token for `remember`: what the memory had seen before the database was read. */
  mark(): number {
    return this.#generation;
  }

  remember(hash: string, session: VerifiedSession, now: number, mark: number) {
    if (!this.#live || mark !== this.#generation) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(hash, { session, until: now + TTL_MS });
  }

  #forget() {
    this.#generation += 1;
    this.#entries.clear();
  }
}
