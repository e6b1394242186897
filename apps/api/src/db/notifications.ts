import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The NOTIFY channel of the public-data versions (migration 0020). */
export const PUBLIC_VERSIONS_CHANNEL = 'versiones_publicas';
const FIRST_RETRY_MS = 500;

export interface NotificationSubscriber {
  onMessage(payload: string): void;
  /**
   * `true` once every later commit is sure to be delivered; `false` while delivery may be missed
   * (the listening connection dropped): the subscriber must then read what it needs itself.
   */
  onLive(live: boolean): void;
}

/** Payloads of one NOTIFY channel for the whole process, fanned out to its subscribers. */
export class NotificationFeed {
  readonly #subscribers = new Set<NotificationSubscriber>();
  #live = false;

  subscribe(subscriber: NotificationSubscriber): () => void {
    this.#subscribers.add(subscriber);
    if (this.#live) subscriber.onLive(true);
    return () => void this.#subscribers.delete(subscriber);
  }

  deliver(payload: string) {
    for (const subscriber of this.#subscribers) subscriber.onMessage(payload);
  }

  setLive(live: boolean) {
    if (live === this.#live) return;
    this.#live = live;
    for (const subscriber of this.#subscribers) subscriber.onLive(live);
  }
}

/** PGlite is one session in this process: its own commits notify it before they return. */
export async function listenOnPglite(client: PGlite, feed: NotificationFeed): Promise<() => Promise<void>> {
  const unlisten = await client.listen(PUBLIC_VERSIONS_CHANNEL, (payload) => feed.deliver(payload));
  feed.setLive(true);
  return async () => {
    feed.setLive(false);
    await unlisten();
  };
}

/**
 * Every pool connection listens (`verify`, given to the pool, runs before a new connection is
 * handed out), so a commit made through this process is delivered to it before the commit returns
 * (PostgreSQL sends a session its own notifications ahead of ReadyForQuery): a process reads its own
 * writes at once. One more connection (`start`) listens all the time, reconnecting after a drop, for
 * other processes' commits while the pool is idle; `live` follows that connection.
 */
export function postgresListener(config: pg.ClientConfig, feed: NotificationFeed) {
  const onNotification = (message: pg.Notification) => {
    if (message.channel === PUBLIC_VERSIONS_CHANNEL && message.payload) feed.deliver(message.payload);
  };
  // pg-pool's `verify` runs on each new connection before it is handed out.
  const verify = (client: pg.ClientBase, done: (error?: Error) => void) => {
    client.on('notification', onNotification);
    client.query(`LISTEN ${PUBLIC_VERSIONS_CHANNEL}`).then(() => done(), done);
  };

  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (delayMs: number) => {
    const client = new pg.Client(config);
    current = client;
    let gone = false;
    // 'error' and 'end' may both come for one drop; the listener stays to swallow later errors.
    const dropped = () => {
      if (gone) return;
      gone = true;
      feed.setLive(false);
      client.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(Math.min(delayMs * 2, 10_000)), delayMs);
    };
    client.on('error', dropped);
    client.on('end', dropped);
    client.on('notification', onNotification);
    try {
      await client.connect();
      await client.query(`LISTEN ${PUBLIC_VERSIONS_CHANNEL}`);
      delayMs = FIRST_RETRY_MS;
      if (!stopped && !gone) feed.setLive(true);
    } catch {
      dropped();
    }
  };
  const start = () => void connect(FIRST_RETRY_MS);
  const stop = async () => {
    stopped = true;
    clearTimeout(retry);
    feed.setLive(false);
    await current?.end().catch(() => undefined);
  };
  return { verify, start, stop };
}
