import { createHmac, randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signUpConsentMetadata } from '../../packages/shared/src/consents/consents';

/** Ticks the required processing authorization of the sign-up form (Ley 1581 de 2012). */
export const authorizeProcessing = (page: Page) =>
  page.getByRole('checkbox', { name: /^Autorizo a Portal de Empleo S\.A\.S\. a tratar/ }).check();

/**
 * Opens the sign-up form and waits until it shows. A press on the server-rendered page before the app
 * takes over is carried out when it does: typing before then went into the sign-in form, which the
 * sign-up form then replaced (a race that emptied the document field under load).
 */
export async function openSignUp(page: Page) {
  await page.getByRole('button', { name: 'Crea tu contraseña' }).click();
  await expect(page.getByRole('heading', { name: 'Crea tu contraseña', level: 1 })).toBeVisible();
}

export const DEMO = { username: '1020304050', password: 'Portal2026!', firstName: 'Ana' } as const;
const CLIENT_ID_PATH = '/api/config';

interface OutboxMessage {
  id?: number;
  recipient: string;
  subject: string;
  text: string;
}

/** A document number nobody has used yet in this run. */
export const newDocument = () => `9${randomInt(100_000_000, 999_999_999)}`;

/** Ids of the mails already in the dev outbox, to tell new mails apart. */
export async function outboxIds(request: APIRequestContext): Promise<Set<number | undefined>> {
  const messages = (await (await request.get('/api/dev/outbox')).json()) as OutboxMessage[];
  return new Set(messages.map((message) => message.id));
}

/** Waits for a new mail to `recipient` in GET /api/dev/outbox and returns its 6-digit code. */
export async function readCode(
  request: APIRequestContext,
  recipient: string,
  seen: Set<number | undefined> = new Set(),
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/outbox');
        expect(response.status()).toBe(200);
        const messages = (await response.json()) as OutboxMessage[];
        const mail = messages.find((message) => message.recipient === recipient && !seen.has(message.id));
        code = mail?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) of a base32 secret, as authenticator apps compute it. */
export function totp(secretBase32: string, now = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secretBase32.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

async function cognito(request: APIRequestContext, action: string, body: object, ip: string) {
  const response = await request.post('/cognito', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      'x-forwarded-for': ip,
    },
    data: JSON.stringify(body),
  });
  expect(response.status(), `${action}: ${await response.text()}`).toBe(200);
  return response.json();
}

export interface TestUser {
  username: string;
  password: string;
  email: string;
  firstName: string;
}

/** A confirmed candidate made through the identity protocol itself (SignUp, code from the outbox). */
export async function createUser(request: APIRequestContext, firstName = 'Lucía'): Promise<TestUser> {
  const config = (await (await request.get(CLIENT_ID_PATH)).json()) as {
    identity: { userPoolClientId: string };
  };
  const ClientId = config.identity.userPoolClientId;
  const username = newDocument();
  const user = {
    username,
    password: 'Clave-Segura-2026',
    email: `c${username}@example.co`,
    firstName,
  };
  const seen = await outboxIds(request);
  // Each created user signs up from an address of its own, so per-IP limits bite no test by accident.
  const ip = `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
  await cognito(
    request,
    'SignUp',
    {
      ClientId,
      Username: username,
      Password: user.password,
      ClientMetadata: signUpConsentMetadata({ compartir: true, alertas: false }),
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'phone_number', Value: '+573001112233' },
        { Name: 'name', Value: `${user.firstName} Gómez` },
      ],
    },
    ip,
  );
  const code = await readCode(request, user.email, seen);
  await cognito(request, 'ConfirmSignUp', { ClientId, Username: username, ConfirmationCode: code }, ip);
  return user;
}

/** Signs in through the portal's login form. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Número de documento').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

export const signedInHeading = (page: Page, firstName: string) =>
  page.getByRole('heading', { name: `¡Hola ${firstName}!` });
