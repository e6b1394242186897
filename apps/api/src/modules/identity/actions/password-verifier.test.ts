import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { identityLockouts } from '../../../db/schema/index.js';
import { cognito } from '../../../test-support/cognito-client.js';
import { srpClient } from '../../../test-support/srp-client.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';
import { DEMO_CANDIDATE } from '../seed.js';
import { findUser, passwordFields, updateUser } from '../store/users.js';

// PASSWORD_VERIFIER checks the claim against state sealed at InitiateAuth, then settles the rest in
// one statement: these are the cases that statement must still refuse.
let ctx: TestContext;
let clientId: string;
const USER = DEMO_CANDIDATE.username;
beforeAll(async () => {
  ctx = await createTestApp();
  clientId = ctx.env.IDENTITY_CLIENT_ID;
});
afterAll(() => ctx.close());

/** InitiateAuth now; the returned function answers the challenge later with a given password. */
async function startSrp() {
  const client = srpClient('PortalLocal');
  const start = await cognito(ctx.app, 'InitiateAuth', {
    ClientId: clientId,
    AuthFlow: 'USER_SRP_AUTH',
    AuthParameters: { USERNAME: USER, SRP_A: client.A },
  });
  expect(start.status).toBe(200);
  const params = start.body.ChallengeParameters as Parameters<typeof client.respond>[0];
  return (password: string) =>
    cognito(ctx.app, 'RespondToAuthChallenge', {
      ClientId: clientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: client.respond(params, password),
    });
}

const lockRow = async () => {
  const [row] = await ctx.database.db
    .select()
    .from(identityLockouts)
    .where(eq(identityLockouts.username, USER));
  return row;
};

async function setPassword(password: string) {
  const user = (await findUser(ctx.database.db, USER))!;
  await updateUser(ctx.database.db, user.id, passwordFields('PortalLocal', USER, password));
}

describe('PASSWORD_VERIFIER on sealed state', () => {
  it('refuses the old password once it changed after InitiateAuth, and counts the failure', async () => {
    const answer = await startSrp();
    await setPassword('Otra-Clave-2026');
    const res = await answer(DEMO_CANDIDATE.password);
    expect(res.errorType).toBe('NotAuthorizedException');
    expect(res.body.message).toBe('Incorrect username or password.');
    expect((await lockRow())?.failures).toBe(1);
    // The new password works and clears the failure.
    expect((await (await startSrp())('Otra-Clave-2026')).status).toBe(200);
    expect(await lockRow()).toBeUndefined();
    await setPassword(DEMO_CANDIDATE.password);
  });

  it('refuses a correct answer when the user got locked after InitiateAuth', async () => {
    const answer = await startSrp();
    for (let i = 0; i < 5; i++) expect((await (await startSrp())('Mala-Clave-000')).status).toBe(400);
    const res = await answer(DEMO_CANDIDATE.password);
    expect(res.body.message).toBe('Password attempts exceeded');
    expect(res.body.AuthenticationResult).toBeUndefined();
    expect((await lockRow())?.failures).toBe(5);
    await ctx.database.db.delete(identityLockouts).where(eq(identityLockouts.username, USER));
  });

  it('spends the block on a wrong password too: the right one cannot reuse it', async () => {
    const client = srpClient('PortalLocal');
    const start = await cognito(ctx.app, 'InitiateAuth', {
      ClientId: clientId,
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: USER, SRP_A: client.A },
    });
    const params = start.body.ChallengeParameters as Parameters<typeof client.respond>[0];
    const respond = (password: string) =>
      cognito(ctx.app, 'RespondToAuthChallenge', {
        ClientId: clientId,
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeResponses: client.respond(params, password),
      });
    expect((await respond('Mala-Clave-000')).body.message).toBe('Incorrect username or password.');
    const again = await respond(DEMO_CANDIDATE.password);
    expect(again.errorType).toBe('NotAuthorizedException');
    expect(again.body.AuthenticationResult).toBeUndefined();
    await ctx.database.db.delete(identityLockouts).where(eq(identityLockouts.username, USER));
  });

  it('refuses a USERNAME that is not the block owner', async () => {
    const client = srpClient('PortalLocal');
    const start = await cognito(ctx.app, 'InitiateAuth', {
      ClientId: clientId,
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: USER, SRP_A: client.A },
    });
    const params = start.body.ChallengeParameters as Parameters<typeof client.respond>[0];
    const responses = { ...client.respond(params, DEMO_CANDIDATE.password), USERNAME: '9999999999' };
    const res = await cognito(ctx.app, 'RespondToAuthChallenge', {
      ClientId: clientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: responses,
    });
    expect(res.errorType).toBe('NotAuthorizedException');
    expect(res.body.AuthenticationResult).toBeUndefined();
  });
});
