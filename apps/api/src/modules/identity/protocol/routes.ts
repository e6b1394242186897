import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actions } from '../actions/index.js';
import { knownError } from '../../../plugins/known-errors.js';
import { CognitoError } from './cognito-error.js';
import { issuerFor, type IdentityContext } from './context.js';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const AMZ_JSON = 'application/x-amz-json-1.1';

function sendError(reply: FastifyReply, error: CognitoError) {
  return reply
    .code(error.statusCode)
    .header('x-amzn-errortype', error.type)
    .type(AMZ_JSON)
    .send({ __type: error.type, message: error.message });
}

/** POST /cognito (the user-pool JSON protocol) and the pool's JWKS. Encapsulated: own parser and errors. */
export async function cognitoRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }) {
  app.addContentTypeParser(AMZ_JSON, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse((body as string) || '{}'));
    } catch {
      done(new CognitoError('SerializationException', 'The request body is not valid JSON.'), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof CognitoError) return sendError(reply, error);
    if (error.statusCode && error.statusCode < 500) {
      return sendError(reply, new CognitoError('InvalidParameterException', error.message));
    }
    // The database is down, restarting or full: a retryable server error in the person's language
    // (the SDKs retry 5xx), not the generic 500 of a bug.
    const known = knownError(error);
    if (known && known.status >= 500) {
      request.log.warn({ err: error }, 'identity action: database unavailable');
      return sendError(reply, new CognitoError('InternalErrorException', known.message, known.status));
    }
    request.log.error({ err: error }, 'identity action failed');
    return sendError(reply, new CognitoError('InternalErrorException', 'Internal server error.', 500));
  });

  // `/cognito/` too: AWS's own SDKs post to the endpoint's root path with its trailing slash.
  const handleAction = async (request: FastifyRequest, reply: FastifyReply) => {
    const target = request.headers['x-amz-target'];
    const name =
      typeof target === 'string' && target.startsWith(TARGET_PREFIX)
        ? target.slice(TARGET_PREFIX.length)
        : '';
    const handler = Object.hasOwn(actions, name) ? actions[name] : undefined;
    if (!handler) {
      throw new CognitoError(
        'InvalidParameterException',
        name
          ? `Action ${name} is not supported by this user pool.`
          : 'Missing or malformed X-Amz-Target header.',
      );
    }
    const body =
      request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const result = await handler({
      ctx,
      body,
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      issuer: issuerFor(request, ctx.env),
      log: request.log,
    });
    return reply.type(AMZ_JSON).header('cache-control', 'no-store').send(JSON.stringify(result));
  };
  app.post('/cognito', handleAction);
  app.post('/cognito/', handleAction);

  app.get<{ Params: { poolId: string } }>(
    '/cognito/:poolId/.well-known/jwks.json',
    async (request, reply) => {
      if (request.params.poolId !== ctx.env.IDENTITY_USER_POOL_ID) {
        return reply.code(404).send({ code: 'NOT_FOUND', message: 'Este grupo de usuarios no existe.' });
      }
      return reply.header('cache-control', 'public, max-age=300').send(await ctx.keys.jwks());
    },
  );
}
