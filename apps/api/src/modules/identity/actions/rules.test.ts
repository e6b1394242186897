import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSENTS, cognito } from '../../../test-support/cognito-client.js';
import { srpClient } from '../../../test-support/srp-client.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';
import { RATE_LIMITS } from '../store/guards.js';
import { findUser } from '../store/users.js';

// Codes, passwords, lockout and rate limits. Time moves through the injectable clock, never by sleeping.
let ctx: TestContext;
let clientId: string;
let now: number;
beforeAll(async () => {
  ctx = await createTestApp();
  clientId = ctx.env.IDENTITY_CLIENT_ID;
});
afterAll(() => ctx.close());
beforeEach(() => {
  now = Date.UTC(2026, 5, 1, 12, 0, 0);
  ctx.app.identity.clock.now = () => new Date(now);
});

let ipCounter = 0;
/** Each test calls from its own address, so rate limits only bite where a test wants them to. */
const freshIp = () => `10.1.0.${++ipCounter}`;

async function lastCode(to: string): Promise<string> {
  const res = await ctx.app.inject({ url: '/api/dev/outbox' });
  const text = (res.json() as { recipient: string; text: string }[]).find((m) => m.recipient === to)?.text;
  return /\b(\d{6})\b/.exec(text ?? '')![1]!;
}

function signUp(
  username: string,
  email: string,
  password = 'Buena-Clave-2026',
  ip = freshIp(),
  names: { Name: string; Value: string }[] = [{ Name: 'name', Value: 'Prueba Usuario' }],
) {
  return cognito(
    ctx.app,
    'SignUp',
    {
      ClientId: clientId,
      Username: username,
      Password: password,
      ClientMetadata: CONSENTS,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'phone_number', Value: '300 123 4567' },
        ...names,
      ],
    },
    ip,
  );
}

const confirm = (username: string, code: string, ip = freshIp()) =>
  cognito(ctx.app, 'ConfirmSignUp', { ClientId: clientId, Username: username, ConfirmationCode: code }, ip);

const passwordSignIn = (username: string, password: string, ip = '10.9.9.9') =>
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

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-up codes', () => {
  it('a wrong code is refused, the right one confirms, and the same code cannot confirm twice', async () => {
    const res = await signUp('11000001', 'uno@example.co');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      UserConfirmed: false,
      CodeDeliveryDetails: { Destination: 'u***@e***' },
    });
    const code = await lastCode('uno@example.co');
    expect((await confirm('11000001', wrongCode(code))).errorType).toBe('CodeMismatchException');
    const ok = await confirm('11000001', code);
    expect(ok.status).toBe(200);
    expect(typeof ok.body.Session).toBe('string');
    expect((await confirm('11000001', code)).errorType).toBe('NotAuthorizedException');
    const user = await findUser(ctx.database.db, '11000001');
    expect(user).toMatchObject({ status: 'CONFIRMED', email_verified: true, phone_number: '+573001234567' });
  });

  it("another person's sign-up cannot void a pending one; the same e-mail can restart it", async () => {
    await signUp('11000098', 'primera@example.co');
    expect((await signUp('11000098', 'otra@example.co')).errorType).toBe('UsernameExistsException');
    expect((await signUp('11000098', 'primera@example.co')).status).toBe(200);
    const restarted = await lastCode('primera@example.co');
    expect((await confirm('11000098', restarted)).status).toBe(200);
  });

  it('names sent apart stay as typed: "María José" is one first name (issue 9 item 19)', async () => {
    const { candidatos } = await import('../../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await signUp('11000097', 'mariajose@example.co', undefined, undefined, [
      { Name: 'name', Value: 'María José Ospina Rueda' },
      { Name: 'given_name', Value: 'María José' },
      { Name: 'family_name', Value: 'Ospina Rueda' },
    ]);
    expect((await confirm('11000097', await lastCode('mariajose@example.co'))).status).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(candidatos)
      .where(eq(candidatos.numero_documento, '11000097'));
    expect(row).toMatchObject({
      primer_nombre: 'María José',
      segundo_nombre: null,
      primer_apellido: 'Ospina Rueda',
      segundo_apellido: null,
    });
  });

  it('confirmation links an existing candidate record instead of creating another', async () => {
    const { candidatos } = await import('../../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const db = ctx.database.db;
    // The record's e-mail on file is the one signing up (another one is refused: candidates/claim.test.ts).
    await db
      .insert(candidatos)
      .values({ numero_documento: '11000099', primer_nombre: 'Existente', correo: 'existente@example.co' });
    await signUp('11000099', 'existente@example.co');
    expect((await confirm('11000099', await lastCode('existente@example.co'))).status).toBe(200);
    const rows = await db.select().from(candidatos).where(eq(candidatos.numero_documento, '11000099'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      primer_nombre: 'Existente',
      correo: 'existente@example.co',
      numero_contacto1: '+573001234567',
    });
  });

  it('expires after 24 hours; a resent code replaces the old one', async () => {
    await signUp('11000002', 'dos@example.co');
    const first = await lastCode('dos@example.co');
    now += 24 * 3600 * 1000 + 1000;
    expect((await confirm('11000002', first)).errorType).toBe('ExpiredCodeException');
    const resend = await cognito(ctx.app, 'ResendConfirmationCode', {
      ClientId: clientId,
      Username: '11000002',
    });
    expect(resend.status).toBe(200);
    const second = await lastCode('dos@example.co');
    if (second !== first) expect((await confirm('11000002', first)).errorType).toBe('CodeMismatchException');
    expect((await confirm('11000002', second)).status).toBe(200);
  });

  it('after 5 wrong tries the code is dead: the 5th hears LimitExceeded, then even the right code is expired', async () => {
    await signUp('11000003', 'tres@example.co');
    const code = await lastCode('tres@example.co');
    const errors = [];
    for (let i = 0; i < 5; i++) errors.push((await confirm('11000003', wrongCode(code))).errorType);
    expect(errors).toEqual([...Array(4).fill('CodeMismatchException'), 'LimitExceededException']);
    // Not LimitExceededException again: Amplify retries that as throttling (three requests per click),
    // and waiting never helps; ExpiredCodeException says to ask for a new code, which does.
    expect((await confirm('11000003', code)).errorType).toBe('ExpiredCodeException');
    await cognito(ctx.app, 'ResendConfirmationCode', { ClientId: clientId, Username: '11000003' });
    expect((await confirm('11000003', await lastCode('tres@example.co'))).status).toBe(200);
  });

  it('a reset code works once and expires after an hour', async () => {
    const forgot = () =>
      cognito(ctx.app, 'ForgotPassword', { ClientId: clientId, Username: '1020304050' }, freshIp());
    const reset = (code: string, password: string) =>
      cognito(
        ctx.app,
        'ConfirmForgotPassword',
        { ClientId: clientId, Username: '1020304050', ConfirmationCode: code, Password: password },
        freshIp(),
      );
    expect((await forgot()).status).toBe(200);
    const code = await lastCode('ana.rodriguez@example.co');
    expect((await reset(code, 'Nueva-Clave-Ana-1')).status).toBe(200);
    expect((await reset(code, 'Otra-Clave-Ana-2')).errorType).toBe('ExpiredCodeException');
    expect((await passwordSignIn('1020304050', 'Nueva-Clave-Ana-1')).status).toBe(200);
    await forgot();
    now += 3600 * 1000 + 1;
    expect((await reset(await lastCode('ana.rodriguez@example.co'), 'Otra-Clave-Ana-2')).errorType).toBe(
      'ExpiredCodeException',
    );
  });
});

describe('development outbox', () => {
  it('lists messages newest first with recipient, Spanish subject, text and time', async () => {
    await signUp('11000005', 'cinco@example.co');
    await cognito(ctx.app, 'ResendConfirmationCode', { ClientId: clientId, Username: '11000005' }, freshIp());
    const list = (await ctx.app.inject({ url: '/api/dev/outbox' })).json() as Record<string, string>[];
    const mine = list.filter((m) => m.recipient === 'cinco@example.co');
    expect(mine).toHaveLength(2);
    expect(mine[0]!.subject).toBe('Confirma tu cuenta: tu código de verificación');
    expect(mine[0]!.text).toContain(await lastCode('cinco@example.co'));
    expect(list.indexOf(mine[0]!)).toBeLessThan(list.indexOf(mine[1]!));
    expect(Number.isNaN(Date.parse(mine[0]!.created_at!))).toBe(false);
  });
});

describe('password policy and attributes', () => {
  it.each([
    ['corta1!', 'not long enough'],
    [' Espacio-Inicial1', 'space'],
    ['Espacio-Final1 ', 'space'],
    ['12345678', 'too common'],
    ['contraseña', 'too common'],
    ['Colombia', 'too common'],
  ])('refuses %j (%s)', async (password, reason) => {
    const res = await signUp('11000010', 'policy@example.co', password);
    expect(res.errorType).toBe('InvalidPasswordException');
    expect(String(res.body.message)).toContain(reason);
  });

  it('refuses a malformed e-mail or phone with InvalidParameterException, and an existing user', async () => {
    const bad = await cognito(ctx.app, 'SignUp', {
      ClientId: clientId,
      Username: '11000011',
      Password: 'Buena-Clave-2026',
      ClientMetadata: CONSENTS,
      UserAttributes: [{ Name: 'email', Value: 'sin-arroba' }],
    });
    expect(bad.errorType).toBe('InvalidParameterException');
    expect((await signUp('1020304050', 'x@example.co')).errorType).toBe('UsernameExistsException');
  });
});

describe('lockout', () => {
  it('locks after 5 failures for 2^(n-5) s, capped at 15 minutes, then a success resets it', async () => {
    await signUp('11000020', 'lock@example.co');
    await confirm('11000020', await lastCode('lock@example.co'));
    const good = 'Buena-Clave-2026';
    for (let i = 1; i <= 4; i++) {
      expect((await passwordSignIn('11000020', 'Mala-Clave-000')).body.message).toBe(
        'Incorrect username or password.',
      );
    }
    expect((await passwordSignIn('11000020', 'Mala-Clave-000')).body.message).toBe(
      'Password attempts exceeded',
    );
    // Locked for 1 s: even the right password is refused until then.
    expect((await passwordSignIn('11000020', good)).body.message).toBe('Password attempts exceeded');
    const srp = await cognito(ctx.app, 'InitiateAuth', {
      ClientId: clientId,
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: '11000020', SRP_A: 'abc123' },
    });
    expect(srp.body.message).toBe('Password attempts exceeded');
    now += 1000;
    // 6th failure: 2 s.
    expect((await passwordSignIn('11000020', 'Mala-Clave-000')).body.message).toBe(
      'Password attempts exceeded',
    );
    now += 1999;
    expect((await passwordSignIn('11000020', good)).body.message).toBe('Password attempts exceeded');
    now += 1;
    // Keep failing as soon as each lock ends: the lock doubles up to 15 minutes.
    let lockMs = 2000;
    for (let n = 7; n <= 20; n++) {
      await passwordSignIn('11000020', 'Mala-Clave-000');
      lockMs = Math.min(2 ** (n - 5) * 1000, 15 * 60 * 1000);
      now += lockMs - 1;
      expect((await passwordSignIn('11000020', good)).body.message).toBe('Password attempts exceeded');
      now += 1;
    }
    expect(lockMs).toBe(15 * 60 * 1000);
    const ok = await passwordSignIn('11000020', good);
    expect(ok.status).toBe(200);
    expect((await passwordSignIn('11000020', 'Mala-Clave-000')).body.message).toBe(
      'Incorrect username or password.',
    );
  });
});

describe('rate limits and protocol errors', () => {
  it('limits sign-up calls per IP and minute with TooManyRequestsException', async () => {
    const ip = '10.2.0.1';
    const types = [];
    for (let i = 0; i <= RATE_LIMITS.sign_up; i++) {
      types.push(
        (await cognito(ctx.app, 'ResendConfirmationCode', { ClientId: clientId, Username: 'nadie' }, ip))
          .errorType,
      );
    }
    expect(types.at(-2)).toBe('UserNotFoundException');
    expect(types.at(-1)).toBe('TooManyRequestsException');
    expect(
      (
        await cognito(
          ctx.app,
          'ResendConfirmationCode',
          { ClientId: clientId, Username: 'nadie' },
          '10.2.0.2',
        )
      ).errorType,
    ).toBe('UserNotFoundException');
    // A sliding window: one minute later the burst still counts (no doubling across a boundary)…
    const resend = async () =>
      (await cognito(ctx.app, 'ResendConfirmationCode', { ClientId: clientId, Username: 'nadie' }, ip))
        .errorType;
    now += 60_000;
    expect(await resend()).toBe('TooManyRequestsException');
    // …and it has fully slid out two minutes later.
    now += 60_000;
    expect(await resend()).toBe('UserNotFoundException');
  });

  it('a burst split across a minute boundary is still limited', async () => {
    const ip = '10.2.0.9';
    const resend = async () =>
      (await cognito(ctx.app, 'ResendConfirmationCode', { ClientId: clientId, Username: 'nadie' }, ip))
        .errorType;
    now += 50_000; // 10 s before the next minute
    for (let i = 0; i < RATE_LIMITS.sign_up; i++) expect(await resend()).toBe('UserNotFoundException');
    now += 15_000; // 5 s into the next minute: 20 × 55/60 of the last minute still counts
    const next = [];
    for (let i = 0; i < RATE_LIMITS.sign_up; i++) next.push(await resend());
    expect(next.filter((type) => type === 'UserNotFoundException').length).toBeLessThanOrEqual(2);
  });

  it('answers unsupported actions, flows and foreign clients with 400 and a clear message', async () => {
    const unknown = await cognito(ctx.app, 'AdminDeleteUser', { ClientId: clientId });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      __type: 'InvalidParameterException',
      message: 'Action AdminDeleteUser is not supported by this user pool.',
    });
    const flow = await cognito(ctx.app, 'InitiateAuth', {
      ClientId: clientId,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: {},
    });
    expect(flow).toMatchObject({ status: 400, errorType: 'InvalidParameterException' });
    const foreign = await cognito(ctx.app, 'InitiateAuth', { ClientId: 'otro', AuthFlow: 'USER_SRP_AUTH' });
    expect(foreign).toMatchObject({ status: 400, errorType: 'ResourceNotFoundException' });
    const missing = await cognito(ctx.app, 'InitiateAuth', { ClientId: clientId, AuthFlow: 'USER_SRP_AUTH' });
    expect(missing).toMatchObject({ status: 400, errorType: 'InvalidParameterException' });
    const proto = await cognito(ctx.app, '__proto__', {});
    expect(proto.status).toBe(400);
    const badJson = await ctx.app.inject({
      method: 'POST',
      url: '/cognito',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
      },
      payload: '{not json',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().__type).toBe('SerializationException');
  });

  it('an expired pending sign-in (3 minutes) is refused', async () => {
    const start = await cognito(ctx.app, 'InitiateAuth', {
      ClientId: clientId,
      AuthFlow: 'USER_AUTH',
      AuthParameters: { USERNAME: '11000001' },
    });
    expect(start.body.ChallengeName).toBe('SELECT_CHALLENGE');
    now += 3 * 60 * 1000 + 1;
    const late = await cognito(ctx.app, 'RespondToAuthChallenge', {
      ClientId: clientId,
      ChallengeName: 'SELECT_CHALLENGE',
      Session: start.body.Session,
      ChallengeResponses: { USERNAME: '11000001', ANSWER: 'PASSWORD', PASSWORD: 'Buena-Clave-2026' },
    });
    expect(late.errorType).toBe('NotAuthorizedException');
  });

  it('an SRP secret block older than 3 minutes is refused', async () => {
    const client = srpClient('PortalLocal');
    const start = await cognito(ctx.app, 'InitiateAuth', {
      ClientId: clientId,
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: '11000001', SRP_A: client.A },
    });
    now += 3 * 60 * 1000 + 1;
    const params = start.body.ChallengeParameters as Parameters<typeof client.respond>[0];
    const late = await cognito(ctx.app, 'RespondToAuthChallenge', {
      ClientId: clientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: client.respond(params, 'Buena-Clave-2026'),
    });
    expect(late.errorType).toBe('NotAuthorizedException');
  });
});

describe('housekeeping', () => {
  it('purges expired sessions and stale counters, keeping live ones', async () => {
    const { purgeExpired } = await import('../store/purge.js');
    const { identityAuthSessions, identityRateLimits } = await import('../../../db/schema/index.js');
    const db = ctx.database.db;
    const start = () =>
      cognito(ctx.app, 'InitiateAuth', {
        ClientId: clientId,
        AuthFlow: 'USER_AUTH',
        AuthParameters: { USERNAME: '11000001' },
      });
    await start();
    await purgeExpired(db, new Date(now + 30 * 24 * 3600 * 1000));
    expect(await db.select().from(identityAuthSessions)).toHaveLength(0);
    expect(await db.select().from(identityRateLimits)).toHaveLength(0);
    await start();
    await purgeExpired(db, new Date(now));
    expect(await db.select().from(identityAuthSessions)).toHaveLength(1);
    expect(await db.select().from(identityRateLimits)).toHaveLength(1);
  });
});
