import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import { publicVersion, type PublicArea } from '../infra/public-versions.js';

/** Browsers and shared caches may keep a public read briefly, then revalidate with its ETag. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';
const MAX_ENTRIES = 1000;

interface Entry {
  stamp: string;
  body: string;
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
     * Serves a public read from this process's cache while its area's version (one primary-key read)
     * is unchanged, with an ETag: a matching If-None-Match gets 304 without computing anything.
     */
    servePublicRead<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      read: PublicRead<T>,
    ): Promise<FastifyReply>;
  }
}

export const publicReadsPlugin = fp(
  async (app) => {
    const entries = new Map<string, Entry>();
    app.decorate(
      'servePublicRead',
      async <T>(request: FastifyRequest, reply: FastifyReply, read: PublicRead<T>) => {
        // The version first, then the data: data newer than its stamp is only ever recomputed sooner.
        const version = await publicVersion(app.db, read.area);
        const stamp = `${read.area}:${version}:${read.day ?? ''}`;
        const etag = `W/"${createHash('sha1').update(`${stamp}|${read.key}`).digest('base64url')}"`;
        reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        let entry = entries.get(read.key);
        if (entry?.stamp !== stamp) {
          entry = { stamp, body: JSON.stringify(read.schema.parse(await read.compute())) };
          entries.delete(read.key);
          entries.set(read.key, entry);
          if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        }
        return reply.type('application/json; charset=utf-8').send(entry.body);
      },
    );
  },
  { name: 'public-reads' },
);
