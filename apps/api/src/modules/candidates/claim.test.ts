import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidatos } from '../../db/schema/index.js';
import { CONSENTS, cognito } from '../../test-support/cognito-client.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { findCandidateByDocument } from './repository.js';

// A candidate record the agency created before its owner has a password is claimed only through the
// e-mail on file (issue 9 item 2): nobody takes it over by knowing the document number.
let ctx: TestContext;
let ip = 0;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.db.insert(candidatos).values([
    {
      numero_documento: '52000001',
      primer_nombre: 'Rosa',
      correo: 'rosa.real@example.co',
      numero_contacto1: '+573001112233',
    },
    { numero_documento: '52000002', primer_nombre: 'Sin', correo: null },
  ]);
});
afterAll(() => ctx.close());

const signUp = (username: string, email: string) =>
  cognito(
    ctx.app,
    'SignUp',
    {
      ClientId: ctx.env.IDENTITY_CLIENT_ID,
      Username: username,
      Password: 'Clave-Segura-2026',
      ClientMetadata: CONSENTS,
      UserAttributes: [{ Name: 'email', Value: email }],
    },
    `10.70.0.${++ip}`,
  );

describe('claiming an existing candidate record', () => {
  it('refuses another e-mail, naming the one on file only masked', async () => {
    const res = await signUp('52000001', 'intruso@example.co');
    expect(res.errorType).toBe('UserLambdaValidationException');
    expect(res.body.message).toBe(
      'PreSignUp failed with error Este número de documento ya está registrado en la agencia con otro correo (r***@e***). Crea tu contraseña con ese correo, o pide a la agencia que lo actualice.',
    );
    const outbox = (await ctx.app.inject({ url: '/api/dev/outbox' })).json() as { recipient: string }[];
    expect(outbox.some((mail) => mail.recipient === 'intruso@example.co')).toBe(false);
  });

  it('refuses a record without an e-mail on file', async () => {
    const res = await signUp('52000002', 'alguien@example.co');
    expect(res.errorType).toBe('UserLambdaValidationException');
    expect(res.body.message).toMatch(/sin correo/);
  });

  it('lets the owner claim it with the e-mail on file (any case), keeping the record', async () => {
    const res = await signUp('52000001', 'Rosa.Real@Example.co');
    expect(res.status).toBe(200);
    const outbox = (await ctx.app.inject({ url: '/api/dev/outbox' })).json() as {
      recipient: string;
      text: string;
    }[];
    const code = /\b(\d{6})\b/.exec(
      outbox.find((mail) => mail.recipient === 'rosa.real@example.co')!.text,
    )![1];
    const confirm = await cognito(
      ctx.app,
      'ConfirmSignUp',
      { ClientId: ctx.env.IDENTITY_CLIENT_ID, Username: '52000001', ConfirmationCode: code },
      '10.70.1.1',
    );
    expect(confirm.status).toBe(200);
    expect(await findCandidateByDocument(ctx.app.db, '52000001')).toMatchObject({
      primer_nombre: 'Rosa',
      numero_contacto1: '+573001112233',
    });
  });
});
