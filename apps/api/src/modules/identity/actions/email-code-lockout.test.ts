import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCandidate } from '../../../test-support/actors.js';
import { cognito } from '../../../test-support/cognito-client.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';

// A sign-in code needs no password and each new one allows five guesses: without the account's
// lockout, asking for code after code would allow guessing without end.
let ctx: TestContext;
const USERNAME = '59100001';
beforeAll(async () => {
  ctx = await createTestApp();
  await asCandidate(ctx, USERNAME, 'Marta Prueba');
});
afterAll(() => ctx.close());

const askForCode = () =>
  cognito(ctx.app, 'InitiateAuth', {
    ClientId: ctx.env.IDENTITY_CLIENT_ID,
    AuthFlow: 'USER_AUTH',
    AuthParameters: { USERNAME, PREFERRED_CHALLENGE: 'EMAIL_OTP' },
  });
const guess = (session: unknown) =>
  cognito(ctx.app, 'RespondToAuthChallenge', {
    ClientId: ctx.env.IDENTITY_CLIENT_ID,
    ChallengeName: 'EMAIL_OTP',
    Session: session,
    ChallengeResponses: { USERNAME, EMAIL_OTP_CODE: '000000' },
  });
const codesMailed = async () =>
  ((await ctx.app.inject({ url: '/api/dev/outbox' })).json() as { recipient: string }[]).filter(
    (mail) => mail.recipient === `${USERNAME}@example.co`,
  ).length;

describe('e-mail sign-in codes', () => {
  it('count wrong guesses toward the account lockout across codes; a locked account gets no code', async () => {
    const answers: (string | undefined)[] = [];
    for (let code = 0; code < 2; code++) {
      const start = await askForCode();
      expect(start.body.ChallengeName).toBe('EMAIL_OTP');
      for (let attempt = 0; attempt < 3; attempt++) {
        const reply = await guess(start.body.Session);
        answers.push(
          reply.status === 400 ? `${reply.errorType}: ${String(reply.body.message)}` : 'signed in',
        );
      }
    }
    // Each code allows five guesses, but the account's fifth wrong one locks it.
    expect(answers.slice(0, 4).every((answer) => answer?.startsWith('CodeMismatchException'))).toBe(true);
    expect(answers.slice(4)).toEqual([
      'NotAuthorizedException: Password attempts exceeded',
      'NotAuthorizedException: Password attempts exceeded',
    ]);

    const mailed = await codesMailed();
    const locked = await askForCode();
    expect(locked.errorType).toBe('NotAuthorizedException');
    expect(locked.body.message).toBe('Password attempts exceeded');
    expect(await codesMailed()).toBe(mailed);
  });
});
