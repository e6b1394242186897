import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneClickUnsubscribeRoute } from '../../../plugins/one-click-unsubscribe.js';
import { messageSchema } from '@portal/shared/users/staff';
import { unsubscribeBodySchema } from '@portal/shared/vacancy-alerts';
import { unsubscribeByToken } from '../service.js';

/** The digest's one-click unsubscribe: no sign-in, the signed token names the person. */
export const vacancyAlertPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vacancy-alerts/unsubscribe',
    {
      schema: { body: unsubscribeBodySchema, response: { 200: messageSchema } },
    },
    async (request) => unsubscribeByToken(app.db, app.alertTokens, request.body.token, originOf(request)),
  );

  // The same withdrawal, from the mail client's own unsubscribe button (List-Unsubscribe header).
  oneClickUnsubscribeRoute(app, '/vacancy-alerts/unsubscribe/one-click', (token, request) =>
    unsubscribeByToken(app.db, app.alertTokens, token, originOf(request)),
  );

  function originOf(request: FastifyRequest) {
    return {
      ip: request.ip,
      agente: request.headers['user-agent']?.slice(0, 500) ?? null,
      at: app.clock.now(),
    };
  }
};
