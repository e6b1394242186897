import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import type { NotificationFeed } from '../db/notifications.js';
import { PublicVersions, type PublicArea } from '../infra/public-versions.js';
import { TableVersions, type AnnouncedTable } from '../infra/table-versions.js';
import { AnswerPool } from './answer-pool.js';

/** Browsers and shared caches may keep a public read briefly, then revalidate with its ETag. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';
/** A page's HTML names the current script files: always revalidated, cheaply, by its ETag. */
const PAGE_CACHE_CONTROL = 'no-cache';
/** A signed-in user's own read: kept by no cache outside this process (a phone may be shared). */
const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** A private read the browser may keep and revalidate by its ETag (a polled list, such as the bell). */
const PRIVATE_REVALIDATED = 'private, no-cache';
const MAX_ENTRIES = 1000;
/** Private answers are one per user: their own, larger pool, so they never push out the public ones. */
const MAX_PRIVATE_ENTRIES = 5000;
/** What the signed-in pool's bodies may hold in all: a few long lists must not crowd out memory. */
const MAX_PRIVATE_BYTES = 32 * 1024 * 1024;
/** Below about one packet, compressing saves nothing worth the work. */
const MIN_GZIP_BYTES = 1400;

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

interface CachedAnswer {
  /** The data the answer is made of (one area or several); none for a page fixed until a new build. */
  area?: PublicArea | readonly PublicArea[];
  /** What the answer depends on besides the data: the route and its validated input. */
  key: string;
  /** Part of the stamp when the answer changes with the day (vacancies close by date). */
  day?: string;
  /** Part of the stamp: a version of the person's own rows, read with the request (a private read). */
  revision?: number | string;
  /** Part of the stamp: the writes heard of to these tables (a signed-in read, decision 0083). */
  tables?: readonly AnnouncedTable[];
}

export interface PublicRead<T> extends CachedAnswer {
  schema: ZodType<T>;
  compute(): Promise<T>;
}

export interface PrivateRead<T> extends PublicRead<T> {
  revision: number | string;
  /** The browser may keep it and revalidate it (`private, no-cache`) instead of never storing it. */
  revalidate?: boolean;
}

/** A signed-in read kept until a write to one of its tables is announced; the key names its scope. */
export interface SignedInRead<T> extends Omit<PublicRead<T>, 'area' | 'revision'> {
  tables: readonly AnnouncedTable[];
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
      read: PrivateRead<T>,
    ): Promise<FastifyReply>;
    /**
     * The same for a signed-in read stamped only by the writes announced to its tables (infra/
     * table-versions.ts): a cached answer costs no database round trip. The key must name everything
     * the answer depends on besides those tables (the company, the user, the role, the query).
     * While announcements may be missed, every request computes its answer.
     */
    serveSignedInRead<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      read: SignedInRead<T>,
    ): Promise<FastifyReply>;
  }
}

export const publicReadsPlugin = fp<{ changes: NotificationFeed }>(
  async (app, { changes }) => {
    const versions = new PublicVersions(app.db, changes);
    const tableVersions = new TableVersions(changes);
    app.addHook('onClose', async () => {
      versions.stop();
      tableVersions.stop();
    });
    const publicEntries = new AnswerPool(MAX_ENTRIES);
    const privateEntries = new AnswerPool(MAX_PRIVATE_ENTRIES, MAX_PRIVATE_BYTES);

    type Answer = CachedAnswer & { type: string; cacheControl: string; produce(): Promise<string> };
    /** The stamp an answer is kept under; undefined when it must not be kept (no sure announcements). */
    const stampOf = async (answer: Answer): Promise<string | undefined> => {
      const tables = answer.tables ? tableVersions.stamp(answer.tables) : '';
      if (tables === undefined) return undefined;
      const areas = answer.area === undefined ? [] : [answer.area].flat();
      const version = areas.length
        ? (await Promise.all(areas.map((area) => versions.current(area)))).join('.')
        : 'fija';
      return `${areas.join('+')}:${version}:${answer.day ?? ''}:${answer.revision ?? ''}:${tables}`;
    };

    const serve = async (request: FastifyRequest, reply: FastifyReply, answer: Answer) => {
      // The version first, then the data: data newer than its stamp is only ever recomputed sooner.
      const stamp = await stampOf(answer);
      if (stamp === undefined) {
        const body = await answer.produce();
        return reply.header('cache-control', answer.cacheControl).type(answer.type).send(body);
      }
      const pool =
        answer.revision === undefined && answer.tables === undefined ? publicEntries : privateEntries;
      const entry = pool.entryFor(answer.key, stamp);
      const withCacheHeaders = () =>
        reply
          .header('etag', entry.etag)
          .header('cache-control', answer.cacheControl)
          .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === entry.etag) return withCacheHeaders().code(304).send();
      // A refusal thrown here leaves no cache header behind on the route's own answer.
      const body = entry.body ?? pool.fill(entry, 'body', Buffer.from(await answer.produce()));
      withCacheHeaders().type(answer.type);
      if (body.length < MIN_GZIP_BYTES || !acceptsGzip(request)) return reply.send(body);
      const gzipped = entry.gzipped ?? pool.fill(entry, 'gzipped', gzipSync(body));
      return reply.header('content-encoding', 'gzip').send(gzipped);
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
      <T>(request: FastifyRequest, reply: FastifyReply, read: PrivateRead<T>) =>
        serve(request, reply, {
          ...json(read),
          cacheControl: read.revalidate ? PRIVATE_REVALIDATED : PRIVATE_CACHE_CONTROL,
        }),
    );
    app.decorate(
      'serveSignedInRead',
      <T>(request: FastifyRequest, reply: FastifyReply, read: SignedInRead<T>) =>
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
