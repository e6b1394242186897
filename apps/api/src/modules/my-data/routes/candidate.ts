import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../../infra/storage/provider.js';
import { currentCandidate } from '../../candidates/current-candidate.js';
import { exportMyData } from '../service.js';

/** GET /api/candidate/my-data: the signed-in candidate's own data as a ZIP download (decision 0029). */
export const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  // No HEAD twin: it would count against the limit and read the files for nothing.
  app.get('/candidate/my-data', { exposeHeadRoute: false }, async (request, reply) => {
    const { fileName, stream } = await exportMyData(
      app.db,
      app.storage,
      currentCandidate(request),
      app.clock.now(),
    );
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition('attachment', fileName))
      .header('cache-control', 'no-store')
      .send(stream);
  });
};
