import type { NotificationFeed } from '../db/notifications.js';

/**
 * The tables whose writes are announced (migration 0037: a statement trigger sends
 * `tabla:<name>` on the public-versions channel at commit). A signed-in read kept in memory names the
 * tables it reads, and only these may be named; `signed-in-reads.test.ts` checks both lists agree and
 * that each cached read touches no other table.
 */
export const ANNOUNCED_TABLES = [
  'cargos_catalogo',
  'categorias',
  'ciudades',
  'parametros_legales',
  'carritos',
  'carrito_items',
  'empresas',
  'grupos',
  'usuarios',
  'procesos',
  'vacantes',
  'postulaciones',
] as const;
export type AnnouncedTable = (typeof ANNOUNCED_TABLES)[number];

const PREFIX = 'tabla:';

/**
 * How many writes this process has heard of, per announced table, since it last became sure to hear
 * every one. Nothing is read from the database: a count starts at 0 and only a stamp's equality
 * matters. While announcements may be missed (the listening connection dropped) there is no stamp,
 * and every change of liveness starts a new epoch, so nothing kept from before a drop is served after.
 */
export class TableVersions {
  readonly #writes = new Map<string, number>();
  #epoch = 0;
  #live = false;
  readonly #unsubscribe: () => void;

  constructor(feed: NotificationFeed) {
    this.#unsubscribe = feed.subscribe({
      onMessage: (payload) => {
        if (!payload.startsWith(PREFIX)) return;
        const table = payload.slice(PREFIX.length);
        this.#writes.set(table, (this.#writes.get(table) ?? 0) + 1);
      },
      onLive: (live) => {
        this.#live = live;
        this.#epoch += 1;
      },
    });
  }

  /** A stamp that changes with any announced write to one of `tables`; undefined while not live. */
  stamp(tables: readonly AnnouncedTable[]): string | undefined {
    if (!this.#live) return undefined;
    return `${this.#epoch}:${tables.map((table) => this.#writes.get(table) ?? 0).join('.')}`;
  }

  stop() {
    this.#unsubscribe();
    this.#live = false;
  }
}
