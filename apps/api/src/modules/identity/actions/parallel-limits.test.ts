import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognito } from '../../../test-support/cognito-client.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';
import { insertUser } from '../store/users.js';

// Lockout and code limits hold when the attempts arrive all at once (on PostgreSQL they run on many
// connections; each check-and-count is one statement, so none is lost).
let ctx: TestContext;
let clientId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  clientId = ctx.env.IDENTITY_CLIENT_ID;
});
afterAll(() => ctx.close());

const newUser = (username: string, password: string) =>
  insertUser(ctx.app.db, {
    username,
    password,
    email: `${username}@example.co`,
    status: 'CONFIRMED',
    poolName: ctx.app.identity.poolName,
  });
const passwordSignIn = (username: string, password: string, ip: string) =>
  cognito(
    ctx.app,
    'InitiateAuth',
    {
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    },
    ip,
  );

describe('parallel attempts', () => {
  it('120 wrong passwords at once lock the account; the right one is then refused', async () => {
    await newUser('51000001', 'Clave-Correcta-1');
    const wrong = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        passwordSignIn('51000001', `mala-${i}`, `10.60.${i >> 6}.${i & 63}`),
      ),
    );
    expect(wrong.every((res) => res.errorType === 'NotAuthorizedException')).toBe(true);
    const right = await passwordSignIn('51000001', 'Clave-Correcta-1', '10.61.0.1');
    expect(right.errorType).toBe('NotAuthorizedException');
    expect(right.body.message).toBe('Password attempts exceeded');
  });

  it('40 wrong reset codes at once spend the 5 tries; the real code is then dead', async () => {
    await newUser('51000002', 'Clave-Original-2');
    const ip = (i: number) => `10.62.${i >> 6}.${i & 63}`;
    expect(
      (await cognito(ctx.app, 'ForgotPassword', { ClientId: clientId, Username: '51000002' }, ip(200)))
        .status,
    ).toBe(200);
    const outbox = (await ctx.app.inject({ url: '/api/dev/outbox' })).json() as {
      recipient: string;
      text: string;
    }[];
    const code = /\b(\d{6})\b/.exec(
      outbox.find((mail) => mail.recipient === '51000002@example.co')!.text,
    )![1]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        cognito(
          ctx.app,
          'ConfirmForgotPassword',
          {
            ClientId: clientId,
            Username: '51000002',
            ConfirmationCode: wrongCode,
            Password: 'Clave-Nueva-2026',
          },
          ip(i),
        ),
      ),
    );
    const errors = guesses.map((res) => res.errorType);
    expect(errors.filter((type) => type === 'CodeMismatchException').length).toBeLessThanOrEqual(4);
    expect(
      errors.every((type) =>
        ['CodeMismatchException', 'LimitExceededException', 'ExpiredCodeException'].includes(type!),
      ),
    ).toBe(true);
    const real = await cognito(
      ctx.app,
      'ConfirmForgotPassword',
      { ClientId: clientId, Username: '51000002', ConfirmationCode: code, Password: 'Clave-Nueva-2026' },
      ip(201),
    );
    expect(real.errorType).toBe('ExpiredCodeException');
    expect((await passwordSignIn('51000002', 'Clave-Original-2', ip(202))).status).toBe(200);
  });
});
