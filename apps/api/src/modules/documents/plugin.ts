import fp from 'fastify-plugin';
import { tiposDocumento } from '../../db/schema/index.js';
import { documentTypeRows } from './seed-data.js';
import { sweepAndRecord } from './files/sweeper.js';

/**
 * The documents module's life cycle (its routes are registered by audience in app.ts): document types
 * present on every start, and the sweeper of uploads nobody attached.
 */
export const documentsModule = fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await app.db.insert(tiposDocumento).values(documentTypeRows).onConflictDoNothing();
      if (app.env.NODE_ENV === 'test') return;
      timer = setInterval(() => {
        sweepAndRecord(app.db, app.storage, () => app.clock.now())
          .then((keys) => keys.length && app.log.info({ keys }, 'removed orphan uploads'))
          .catch((error: unknown) => app.log.error({ err: error }, 'orphan sweep failed'));
      }, app.env.ORPHAN_SWEEP_SECONDS * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'documents', dependencies: ['storage'] },
);
