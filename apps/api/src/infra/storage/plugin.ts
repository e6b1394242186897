import fp from 'fastify-plugin';
import { createStorage } from './create.js';
import { registerFileRoute } from './file-route.js';
import { LocalStorage } from './local.js';
import type { StorageProvider } from './provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: StorageProvider;
  }
}

/** Decorates `app.storage` with the configured provider; the local driver also serves signed links. */
export const storageModule = fp(
  async (app) => {
    const storage = await createStorage(app.env, app.db);
    app.decorate('storage', storage);
    if (storage instanceof LocalStorage) registerFileRoute(app, storage);
  },
  { name: 'storage' },
);
