import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognito } from '../../../test-support/cognito-client.js';
import { mailsTo } from '../../../test-support/outbox.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';
import { CODES_PER_HOUR } from '../store/guards.js';
import { insertUser } from '../store/users.js';

// Per-IP limits do not stop codes asked from many addresses for one account: every code mailed to an
// account counts toward CODES_PER_HOUR (sign-in, recovery, confirmation, verification together); past
// it the pool answers LimitExceededException, as Cognito does, and mails nothing.
let ctx: TestContext;
let clientId: string;
let now = new Date('2026-11-20T15:00:00Z');
let ipCounter = 0;
/** Every call from a new address: the per-IP limits never apply here. */
const call = (action: string, body: Record<string, unknown>) =>
  cognito(ctx.app, action, { ClientId: clientId, ...body }, `10.70.${++ipCounter >> 8}.${ipCounter & 255}`);
const newUser = (username: string, status: 'CONFIRMED' | 'UNCONFIRMED') =>
  insertUser(ctx.app.db, {
    username,
    password: 'Clave-Segura-2026',
    email: `${username}@example.co`,
    status,
    poolName: ctx.app.identity.poolName,
  });
const signInCode = (username: string) =>
  call('InitiateAuth', {
    AuthFlow: 'USER_AUTH',
    AuthParameters: { USERNAME: username, PREFERRED_CHALLENGE: 'EMAIL_OTP' },
  });
const resetCode = (username: string) => call('ForgotPassword', { Username: username });
const mailed = async (username: string) => (await mailsTo(ctx, `${username}@example.co`)).length;

beforeAll(async () => {
  ctx = await createTestApp();
  clientId = ctx.env.IDENTITY_CLIENT_ID;
  ctx.app.identity.clock.now = () => now;
  await newUser('59200001', 'CONFIRMED');
  await newUser('59200002', 'CONFIRMED');
  await newUser('59200003', 'UNCONFIRMED');
  await newUser('59200004', 'CONFIRMED');
});
afterAll(() => ctx.close());

describe('codes mailed to one account', () => {
  it('stop at the hourly cap across sign-in and recovery codes, with LimitExceededException', async () => {
    const answers = [];
    for (let i = 0; i < CODES_PER_HOUR + 3; i++) {
      const reply = await (i % 2 ? resetCode('59200001') : signInCode('59200001'));
      answers.push(reply.errorType ?? 'sent');
    }
    expect(answers).toEqual([
      ...Array<string>(CODES_PER_HOUR).fill('sent'),
      ...Array<string>(3).fill('LimitExceededException'),
    ]);
    expect(await mailed('59200001')).toBe(CODES_PER_HOUR);
    const refused = await signInCode('59200001');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      __type: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
  });

  it('leave other accounts alone, and count confirmation codes too', async () => {
    expect((await signInCode('59200002')).errorType).toBeUndefined();
    const resends = [];
    for (let i = 0; i < CODES_PER_HOUR + 1; i++)
      resends.push((await call('ResendConfirmationCode', { Username: '59200003' })).errorType ?? 'sent');
    expect(resends.at(-1)).toBe('LimitExceededException');
    expect(await mailed('59200003')).toBe(CODES_PER_HOUR);
  });

  it('start again as the hour goes by', async () => {
    now = new Date(now.getTime() + 30 * 60_000);
    expect((await resetCode('59200001')).errorType).toBe('LimitExceededException');
    now = new Date(now.getTime() + 2 * 3600_000);
    expect((await resetCode('59200001')).errorType).toBeUndefined();
    expect(await mailed('59200001')).toBe(CODES_PER_HOUR + 1);
  });

  it('hold when the requests arrive all at once (one conditional upsert each)', async () => {
    const replies = await Promise.all(Array.from({ length: 30 }, () => resetCode('59200004')));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(CODES_PER_HOUR);
    expect(
      replies.every((reply) => reply.status === 200 || reply.errorType === 'LimitExceededException'),
    ).toBe(true);
    expect(await mailed('59200004')).toBe(CODES_PER_HOUR);
  });

  it('also stop at the cap per inbox: new accounts naming one address cannot flood it', async () => {
    const inbox = 'bandeja.compartida@example.co';
    const answers = [];
    for (let i = 0; i < CODES_PER_HOUR + 2; i++) {
      const username = `5930000${i}`;
      await insertUser(ctx.app.db, {
        username,
        password: 'Clave-Segura-2026',
        email: inbox,
        status: 'UNCONFIRMED',
        poolName: ctx.app.identity.poolName,
      });
      answers.push((await call('ResendConfirmationCode', { Username: username })).errorType ?? 'sent');
    }
    expect(answers).toEqual([
      ...Array<string>(CODES_PER_HOUR).fill('sent'),
      ...Array<string>(2).fill('LimitExceededException'),
    ]);
    expect(await mailsTo(ctx, inbox)).toHaveLength(CODES_PER_HOUR);
  });
});
