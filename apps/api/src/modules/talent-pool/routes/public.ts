import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openInvitation } from '../invitations.js';

const tokenParams = z.object({ token: z.string().min(1).max(64) });

/** The one-click link of an invitation mail: marks it opened and goes to the vacancy. */
export const talentPoolPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  // No HEAD twin: a mail scanner's HEAD must not count as the candidate opening the link.
  app.get(
    '/invitaciones/:token',
    { exposeHeadRoute: false, schema: { params: tokenParams } },
    async (request, reply) => reply.redirect(await openInvitation(app.db, request.params.token), 303),
  );
};
