import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@portal/shared/constants';
import type { FastifyPluginAsync } from 'fastify';
import { documentTypeRows } from '../../db/seed/documents-data.js';
import { tiposDocumento } from '../../db/schema/index.js';
import { writeDemoFiles } from './demo-files.js';
import { documentRoutes } from './routes.js';
import { SWEEP_EVERY_MS, sweepOrphans } from './sweeper.js';

/**
 * Candidate documents under /api: routes, multipart limits for uploads (the size itself is checked
 * while streaming), document types present on every start, the demo files, and the orphan sweeper.
 */
export const documentsModule: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    // One byte past the maximum reaches our own check, which answers 413 with the spec's message.
    limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 8, fieldSize: 2048, parts: 10 },
    throwFileSizeLimit: false,
  });
  await app.register(documentRoutes);

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await app.db.insert(tiposDocumento).values(documentTypeRows).onConflictDoNothing();
    if (app.env.SEED_DEMO_DATA) await writeDemoFiles(app.db, app.storage);
    if (app.env.NODE_ENV === 'test') return;
    timer = setInterval(() => {
      sweepOrphans(app.db, app.storage)
        .then((keys) => keys.length && app.log.info({ keys }, 'removed orphan uploads'))
        .catch((error: unknown) => app.log.error({ err: error }, 'orphan sweep failed'));
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
