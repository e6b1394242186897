import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES } from '@portal/shared/constants';
import {
  conversationFileSchema,
  conversationMessageParamsSchema,
  conversationParamsSchema,
  conversationSchema,
  sendMessageBodySchema,
} from '@portal/shared/conversations';
import { messageSchema } from '@portal/shared/users/staff';
import { objectUrl } from '../../../infra/storage/provider.js';
import type { StaffPrincipal } from '../../../plugins/staff-auth.js';
import { receiveOneFile } from '../../documents/files/client-files.js';
import * as service from '../service.js';

/**
 * The same conversation calls for both sides, under `/api/client/…` (company users) and
 * `/api/staff/…` (agency staff): `area` is the prefix and `actorOf` the check of who may call it.
 */
export const conversationRoutes =
  (area: 'client' | 'staff', actorOf: (request: FastifyRequest) => StaffPrincipal): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 },
      throwFileSizeLimit: false,
    });
    const base = `/${area}/processes/:id/messages`;

    app.get(
      base,
      { schema: { params: conversationParamsSchema, response: { 200: conversationSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.conversationOf(app.db, actorOf(request), request.params.id);
      },
    );

    app.post(
      base,
      {
        schema: {
          params: conversationParamsSchema,
          body: sendMessageBodySchema,
          response: { 201: messageSchema.extend({ id: conversationSchema.shape.id_proceso }) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await service.sendMessage(app.db, app.storage, actorOf(request), request.params.id, request.body),
          ),
    );

    app.post(
      `${base}/read`,
      { schema: { params: conversationParamsSchema, response: { 200: messageSchema } } },
      async (request) => service.markConversationRead(app.db, actorOf(request), request.params.id),
    );

    app.post(
      `${base}/:messageId/accept`,
      { schema: { params: conversationMessageParamsSchema, response: { 200: messageSchema } } },
      async (request) =>
        service.acceptProposal(app.db, actorOf(request), request.params.id, request.params.messageId),
    );

    // Opened in a new tab: checks who asks now and sends the browser on to a short-lived file link.
    app.get(
      `${base}/:messageId/attachment`,
      { schema: { params: conversationMessageParamsSchema } },
      async (request, reply) => {
        const { id, messageId } = request.params;
        const url = await service.attachmentLink(app.db, app.storage, actorOf(request), id, messageId);
        return reply.header('cache-control', 'no-store').redirect(url, 302);
      },
    );

    // The attachment goes first, on its own: the message then names it (adjunto_url).
    app.post(
      `/${area}/conversation-files`,
      { schema: { response: { 201: conversationFileSchema } } },
      async (request, reply) => {
        const actor = actorOf(request);
        const file = await receiveOneFile(request, app.storage, service.attachmentFolderOf(actor));
        return reply.code(201).send({ adjunto_url: objectUrl(file.key), adjunto_nombre: file.nombre });
      },
    );
  };
