import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import type { NotificationFeed } from '../db/notifications.js';
import { PublicVersions, type PublicArea } from '../infra/public-versions.js';

/** Browsers and shared caches may keep a public read briefly, then revalidate with its ETag. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';
const MAX_ENTRIES = 1000;

interface Entry {
  stamp: string;
  etag: string;
  /** Computed on the first request that needs it: a 304 never computes it. */
  body?: string;
}

export interface PublicRead<T> {
  area: PublicArea;
  /** What the answer depends on besides the data: the route and its validated input. */
  key: string;
  schema: ZodType<T>;
  compute(): Promise<T>;
  /** Part of the stamp when the answer changes with the day (vacancies close by date). */
  day?: string;
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
  }
}

export const publicReadsPlugin = fp<{ changes: NotificationFeed }>(
  async (app, { changes }) => {
    const versions = new PublicVersions(app.db, changes);
    app.addHook('onClose', async () => versions.stop());
    const entries = new Map<string, Entry>();
    const entryFor = (key: string, stamp: string): Entry => {
      const known = entries.get(key);
      if (known?.stamp === stamp) return known;
      const entry = {
        stamp,
        etag: `W/"${createHash('sha1').update(`${stamp}|${key}`).digest('base64url')}"`,
      };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return entry;
    };
    app.decorate(
      'servePublicRead',
      async <T>(request: FastifyRequest, reply: FastifyReply, read: PublicRead<T>) => {
        // The version first, then the data: data newer than its stamp is only ever recomputed sooner.
        const version = await versions.current(read.area);
        const entry = entryFor(read.key, `${read.area}:${version}:${read.day ?? ''}`);
        reply.header('etag', entry.etag).header('cache-control', PUBLIC_CACHE_CONTROL);
        if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
        entry.body ??= JSON.stringify(read.schema.parse(await read.compute()));
        return reply.type('application/json; charset=utf-8').send(entry.body);
      },
    );
  },
  { name: 'public-reads' },
);
