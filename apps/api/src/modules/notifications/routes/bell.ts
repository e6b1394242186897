import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationListSchema,
  notificationParamsSchema,
  notificationPreferencesSchema,
  preferenceBodySchema,
  type NotificationAudience,
} from '@portal/shared/notifications';
import { z } from 'zod';
import {
  markAllNotificationsRead,
  markNotificationRead,
  bellVersion,
  notificationsOf,
  preferencesOf,
  recipientKey,
  setPreference,
  type Recipient,
} from '../service.js';

const messageSchema = z.object({ message: z.string() });

export interface BellOptions {
  /** Whose bell a request reads (from its session, never from its input). */
  recipientOf: (request: FastifyRequest) => Recipient;
  audienceOf: (request: FastifyRequest) => NotificationAudience;
}

/**
 * One person's bell and preferences, the same in every area (registered under /candidate, /staff and
 * /client). The list is polled: its ETag changes with it, so an unchanged bell costs one small query
 * and a 304.
 */
export const bellRoutes: FastifyPluginAsyncZod<BellOptions> = async (app, { recipientOf, audienceOf }) => {
  app.get(
    '/notifications',
    { schema: { response: { 200: notificationListSchema } } },
    async (request, reply: FastifyReply) => {
      const to = recipientOf(request);
      // The version is one small query; the list made for it is kept until it changes.
      const version = await bellVersion(app.db, to);
      return app.servePrivateRead(request, reply, {
        key: `campana:${recipientKey(to)}`,
        revision: version.tag,
        revalidate: true,
        schema: notificationListSchema,
        compute: () => notificationsOf(app.db, to, version),
      });
    },
  );

  app.post(
    '/notifications/:id/read',
    { schema: { params: notificationParamsSchema, response: { 200: messageSchema } } },
    async (request) => markNotificationRead(app.db, recipientOf(request), request.params.id, app.clock.now()),
  );

  app.post('/notifications/read-all', { schema: { response: { 200: messageSchema } } }, async (request) =>
    markAllNotificationsRead(app.db, recipientOf(request), app.clock.now()),
  );

  app.get(
    '/notifications/preferences',
    { schema: { response: { 200: notificationPreferencesSchema } } },
    async (request) => preferencesOf(app.db, recipientOf(request), audienceOf(request)),
  );

  app.put(
    '/notifications/preferences',
    { schema: { body: preferenceBodySchema, response: { 200: messageSchema } } },
    async (request) => setPreference(app.db, recipientOf(request), audienceOf(request), request.body),
  );
};
