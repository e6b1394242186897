import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const FORM = 'application/x-www-form-urlencoded';
const tokenQuery = z.object({ token: z.string().max(200, 'El enlace no es válido.') });
const answer = z.object({ message: z.string() });

/**
 * RFC 8058 one-click unsubscribe at `POST <path>?token=…`: the mail client sends the form body
 * `List-Unsubscribe=One-Click`, which says nothing more than the request itself, so it is accepted
 * (and ignored) here only. The signed token names whom the mail was for; `handle` withdraws.
 */
export function oneClickUnsubscribeRoute(
  app: FastifyInstance,
  path: string,
  handle: (token: string, request: FastifyRequest) => Promise<{ message: string }>,
) {
  if (!app.hasContentTypeParser(FORM))
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, {}),
    );
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(path, { schema: { querystring: tokenQuery, response: { 200: answer } } }, async (request) =>
      handle(request.query.token, request),
    );
}
