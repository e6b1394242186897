import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { NotificationFeed } from '../db/notifications.js';
import { versionesPublicas } from '../db/schema/index.js';

/** The kinds of public data with a version counter (bumped by triggers, migrations 0018 and 0020). */
export type PublicArea = 'vacantes' | 'catalogo';
const AREAS: readonly PublicArea[] = ['vacantes', 'catalogo'];
const CATCH_UP_RETRY_MS = 1_000;
const isArea = (name: string): name is PublicArea => (AREAS as readonly string[]).includes(name);

/** One primary-key read: the committed version of an area's public data. */
export async function publicVersion(db: Db, area: PublicArea): Promise<number> {
  const [row] = await db
    .select({ version: versionesPublicas.version })
    .from(versionesPublicas)
    .where(eq(versionesPublicas.nombre, area));
  return row?.version ?? 0;
}

/**
 * The versions, kept in memory from the database's announcements while they are sure to arrive, and
 * read from the database (as before) while they are not. Versions only grow, so keeping the highest
 * one seen makes a late or repeated announcement harmless.
 */
export class PublicVersions {
  readonly #known = new Map<PublicArea, number>();
  #live = false;
  /** Bumped on every change of liveness, so a catch-up read that a drop overtook is not trusted. */
  #generation = 0;
  readonly #unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    feed: NotificationFeed,
  ) {
    this.#unsubscribe = feed.subscribe({
      onMessage: (payload) => this.#announced(payload),
      onLive: (live) => void this.#setLive(live),
    });
  }

  async current(area: PublicArea): Promise<number> {
    const known = this.#live ? this.#known.get(area) : undefined;
    if (known !== undefined) return known;
    return this.#observe(area, await publicVersion(this.db, area));
  }

  stop() {
    this.#unsubscribe();
    this.#live = false;
  }

  #observe(area: PublicArea, version: number): number {
    const highest = Math.max(version, this.#known.get(area) ?? 0);
    this.#known.set(area, highest);
    return highest;
  }

  #announced(payload: string) {
    const [area = '', version] = payload.split(':');
    if (isArea(area) && Number.isSafeInteger(Number(version))) this.#observe(area, Number(version));
  }

  /** Listening starts before the catch-up read, so no commit falls between the two. */
  async #setLive(live: boolean) {
    const generation = ++this.#generation;
    this.#live = false;
    if (!live) return;
    try {
      const versions = await Promise.all(AREAS.map((area) => publicVersion(this.db, area)));
      if (generation !== this.#generation) return;
      AREAS.forEach((area, index) => this.#observe(area, versions[index]!));
      this.#live = true;
    } catch {
      // The database is unreachable for now: per-request reads meanwhile, and another try shortly.
      setTimeout(() => {
        if (generation === this.#generation) void this.#setLive(true);
      }, CATCH_UP_RETRY_MS).unref();
    }
  }
}
