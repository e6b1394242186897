import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import type { NotificationFeed } from '../db/notifications.js';
import { PublicVersions, type PublicArea } from '../infra/public-versions.js';

/** Browsers and shared caches may keep a public read briefly, then revalidate with its ETag. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';
/** A page's HTML names the current script files: always revalidated, cheaply, by its ETag. */
const PAGE_CACHE_CONTROL = 'no-cache';
/** A signed-in user's own read: kept by no cache outside this process (a phone may be shared). */
const PRIVATE_CACHE_CONTROL = 'private, no-store';
const MAX_ENTRIES = 1000;
/** Private answers are one per user: their own, larger pool, so they never push out the public ones. */
const MAX_PRIVATE_ENTRIES = 5000;
/** Below about one packet, compressing saves nothing worth the work. */
const MIN_GZIP_BYTES = 1400;

interface Entry {
  stamp: string;
  etag: string;
  /** Computed on the first request that needs it: a 304 never computes it. Bytes, encoded once. */
  body?: Buffer;
  /** The body gzipped, made on the first request that accepts it (phones on slow links). */
  gzipped?: Buffer;
}

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

interface CachedAnswer {
  /** The data the answer is made of (one area or several); none for a page fixed until a new build. */
  area?: PublicArea | readonly PublicArea[];
  /** What the answer depends on besides the data: the route and its validated input. */
  key: string;
  /** Part of the stamp when the answer changes with the day (vacancies close by date). */
  day?: string;
  /** Part of the stamp: a row's own version counter, read with the request (a private read). */
  revision?: number;
}

export interface PublicRead<T> extends CachedAnswer {
  schema: ZodType<T>;
  compute(): Promise<T>;
}

export interface PublicPage extends CachedAnswer {
  /** The page's HTML; a throw (an unknown vacancy) is the route's to answer, and is not kept. */
  render(): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Serves a public read from this process's cache while its area's version is unchanged, with an
     * ETag: a matching If-None-Match gets 304 without computing anything. The version is kept in
     * memory from the database's announcements (infra/public-versions.ts), so a cached answer costs
     * no database round trip.
     */
    servePublicRead<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      read: PublicRead<T>,
    ): Promise<FastifyReply>;
    /** The same for a public page's server-made HTML (its head, issue 13 item 1). */
    servePublicPage(request: FastifyRequest, reply: FastifyReply, page: PublicPage): Promise<FastifyReply>;
    /**
     * The same for a signed-in user's own read, stamped with a version the request has already read
     * (`revision`, from the user's row) besides its area's; `private, no-store` for the browser.
     * The key must name the user.
     */
    servePrivateRead<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      read: PublicRead<T> & { revision: number },
    ): Promise<FastifyReply>;
  }
}

export const publicReadsPlugin = fp<{ changes: NotificationFeed }>(
  async (app, { changes }) => {
    const versions = new PublicVersions(app.db, changes);
    app.addHook('onClose', async () => versions.stop());
    const publicEntries = new Map<string, Entry>();
    const privateEntries = new Map<string, Entry>();
    const entryFor = (entries: Map<string, Entry>, limit: number, key: string, stamp: string): Entry => {
      const known = entries.get(key);
      if (known?.stamp === stamp) return known;
      const entry = {
        stamp,
        etag: `W/"${createHash('sha1').update(`${stamp}|${key}`).digest('base64url')}"`,
      };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
      return entry;
    };

    const serve = async (
      request: FastifyRequest,
      reply: FastifyReply,
      answer: CachedAnswer & { type: string; cacheControl: string; produce(): Promise<string> },
    ) => {
      // The version first, then the data: data newer than its stamp is only ever recomputed sooner.
      const areas = answer.area === undefined ? [] : [answer.area].flat();
      const version = areas.length
        ? (await Promise.all(areas.map((area) => versions.current(area)))).join('.')
        : 'fija';
      const stamp = `${areas.join('+')}:${version}:${answer.day ?? ''}:${answer.revision ?? ''}`;
      const entry =
        answer.revision === undefined
          ? entryFor(publicEntries, MAX_ENTRIES, answer.key, stamp)
          : entryFor(privateEntries, MAX_PRIVATE_ENTRIES, answer.key, stamp);
      const withCacheHeaders = () =>
        reply
          .header('etag', entry.etag)
          .header('cache-control', answer.cacheControl)
          .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === entry.etag) return withCacheHeaders().code(304).send();
      // A refusal thrown here leaves no cache header behind on the route's own answer.
      entry.body ??= Buffer.from(await answer.produce());
      withCacheHeaders().type(answer.type);
      if (entry.body.length < MIN_GZIP_BYTES || !acceptsGzip(request)) return reply.send(entry.body);
      entry.gzipped ??= gzipSync(entry.body);
      return reply.header('content-encoding', 'gzip').send(entry.gzipped);
    };

    const json = <T>(read: PublicRead<T>) => ({
      ...read,
      type: 'application/json; charset=utf-8',
      produce: async () => JSON.stringify(read.schema.parse(await read.compute())),
    });
    app.decorate('servePublicRead', <T>(request: FastifyRequest, reply: FastifyReply, read: PublicRead<T>) =>
      serve(request, reply, { ...json(read), revision: undefined, cacheControl: PUBLIC_CACHE_CONTROL }),
    );
    app.decorate(
      'servePrivateRead',
      <T>(request: FastifyRequest, reply: FastifyReply, read: PublicRead<T> & { revision: number }) =>
        serve(request, reply, { ...json(read), cacheControl: PRIVATE_CACHE_CONTROL }),
    );
    app.decorate('servePublicPage', (request: FastifyRequest, reply: FastifyReply, page: PublicPage) =>
      serve(request, reply, {
        ...page,
        key: `pagina:${page.key}`,
        type: 'text/html; charset=utf-8',
        cacheControl: PAGE_CACHE_CONTROL,
        produce: page.render,
      }),
    );
  },
  { name: 'public-reads' },
);
