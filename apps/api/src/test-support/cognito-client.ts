import { signUpConsentMetadata } from '@portal/shared/consents/consents';
import type { App } from '../app.js';

/** What the sign-up form sends when the candidate ticks the required authorization (and sharing). */
export const CONSENTS = signUpConsentMetadata({ compartir: true, alertas: false });

export interface CognitoReply {
  status: number;
  body: Record<string, unknown>;
  errorType: string | undefined;
}

/** Calls one action of the built-in user pool through app.inject, as Amplify would over HTTP. */
export async function cognito(
  app: App,
  action: string,
  body: Record<string, unknown>,
  ip = '127.0.0.1',
): Promise<CognitoReply> {
  const res = await app.inject({
    method: 'POST',
    url: '/cognito',
    remoteAddress: ip,
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    payload: JSON.stringify(body),
  });
  const header = res.headers['x-amzn-errortype'];
  return {
    status: res.statusCode,
    body: res.json(),
    errorType: typeof header === 'string' ? header : undefined,
  };
}

/** The newest 6-digit code mailed to the address, read from the development outbox of a listening app. */
export async function lastMailedCode(base: string, to: string): Promise<string> {
  const messages = (await (await fetch(`${base}/api/dev/outbox`)).json()) as {
    recipient: string;
    text: string;
  }[];
  const match = /\b(\d{6})\b/.exec(messages.find((message) => message.recipient === to)?.text ?? '');
  if (!match) throw new Error(`no code mailed to ${to}`);
  return match[1]!;
}

/** Calls one action of the pool over HTTP at `base` (a listening app, a process, a load balancer). */
export async function cognitoOverHttp(
  base: string,
  action: string,
  body: Record<string, unknown>,
): Promise<CognitoReply> {
  const res = await fetch(`${base}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    errorType: res.headers.get('x-amzn-errortype') ?? undefined,
  };
}
