import { CognitoError, invalidParameter } from './cognito-error.js';
import type { IdentityContext } from './context.js';

type Body = Record<string, unknown>;

/** A required string member, with Cognito's validation wording. */
export function str(body: Body | undefined, name: string): string {
  const value = body?.[name];
  if (typeof value !== 'string' || value === '') {
    throw invalidParameter(
      `1 validation error detected: Value at '${name}' failed to satisfy constraint: Member must not be null`,
    );
  }
  return value;
}

export function optionalStr(body: Body | undefined, name: string): string | undefined {
  const value = body?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function obj(body: Body | undefined, name: string): Body {
  const value = body?.[name];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {};
}

/**
 * ClientMetadata as Cognito takes it: a map of strings for the triggers. Anything else is refused, and
 * sizes are capped so a sign-up cannot store an arbitrary blob.
 */
export function clientMetadata(body: Body | undefined): Record<string, string> {
  const value = body?.ClientMetadata;
  if (value === undefined || value === null) return {};
  const entries = typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : null;
  const valid =
    entries &&
    entries.length <= 20 &&
    entries.every(([key, item]) => key.length <= 64 && typeof item === 'string' && item.length <= 256);
  if (!valid) {
    throw invalidParameter(
      "1 validation error detected: Value at 'clientMetadata' failed to satisfy constraint: Map of at most 20 strings",
    );
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

/** Every public call names the app client; a foreign client id is refused. */
export function checkClient(ctx: IdentityContext, body: Body) {
  const clientId = str(body, 'ClientId');
  if (clientId !== ctx.env.IDENTITY_CLIENT_ID) {
    throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  }
}
