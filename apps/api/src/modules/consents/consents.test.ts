import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXTS, type ConsentState } from '@portal/shared/consents/consents';
import { consentMessages } from '@portal/shared/messages';
import { asCandidate, type CandidateActor } from '../../test-support/actors.js';
import { CONSENTS, cognito } from '../../test-support/cognito-client.js';
import { mailsTo } from '../../test-support/outbox.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { issueSignInTokens } from '../identity/protocol/tokens.js';
import { findUser } from '../identity/store/users.js';

// Ley 1581 de 2012: the processing authorization is required at sign-up and kept as proof with the
// policy version and hash, time, IP and user agent; optional ones can be withdrawn, append-only.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const POLICY_HASH = createHash('sha256')
  .update(readFileSync(new URL('../../../../web/public/policies/v1/privacidad.md', import.meta.url)))
  .digest('hex');
const BROWSER = 'Mozilla/5.0 (Linux; Android 10) Chrome/120 Mobile';

async function signUp(username: string, metadata: Record<string, string> | undefined) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/cognito',
    remoteAddress: '10.81.0.7',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
      'user-agent': BROWSER,
    },
    payload: JSON.stringify({
      ClientId: ctx.env.IDENTITY_CLIENT_ID,
      Username: username,
      Password: 'Clave-Segura-2026',
      UserAttributes: [{ Name: 'email', Value: `${username}@example.co` }],
      ...(metadata ? { ClientMetadata: metadata } : {}),
    }),
  });
  return { status: res.statusCode, body: res.json() as { __type?: string; message?: string } };
}

async function confirm(username: string): Promise<CandidateActor['headers']> {
  const [mail] = await mailsTo(ctx, `${username}@example.co`);
  const code = /\b(\d{6})\b/.exec(mail!.text)![1];
  const confirmed = await cognito(ctx.app, 'ConfirmSignUp', {
    ClientId: ctx.env.IDENTITY_CLIENT_ID,
    Username: username,
    ConfirmationCode: code,
  });
  expect(confirmed.status).toBe(200);
  const user = (await findUser(ctx.app.db, username))!;
  const issuer = `http://localhost:80/cognito/${ctx.env.IDENTITY_USER_POOL_ID}`;
  const tokens = await issueSignInTokens(ctx.app.identity, ctx.app.identity.keys, user, issuer);
  return { authorization: `Bearer ${tokens.IdToken}` };
}

const state = async (headers: CandidateActor['headers']) => {
  const res = await ctx.app.inject({ url: '/api/candidate/consents', headers });
  expect(res.statusCode).toBe(200);
  return res.json() as ConsentState;
};

const change = (headers: CandidateActor['headers'], body: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/candidate/consents', headers, payload: body as object });

describe('consents at sign-up', () => {
  it('refuses a sign-up without the processing authorization, and one for another policy version', async () => {
    const none = await signUp('61000001', undefined);
    expect(none.body.__type).toBe('UserLambdaValidationException');
    expect(none.body.message).toBe(`PreSignUp failed with error ${consentMessages.required}`);
    const outdated = await signUp('61000001', { ...CONSENTS, consentimiento_tratamiento: 'v0' });
    expect(outdated.body.message).toBe(`PreSignUp failed with error ${consentMessages.outdatedPolicy}`);
    expect(await findUser(ctx.app.db, '61000001')).toBeUndefined();
  });

  it('refuses ClientMetadata that is not a small map of strings', async () => {
    const res = await signUp('61000001', { ...CONSENTS, extra: 'x'.repeat(300) });
    expect(res.body.__type).toBe('InvalidParameterException');
  });

  it('records each box with the policy version and hash, the sign-up time, IP and browser', async () => {
    expect(
      (
        await signUp('61000002', {
          ...CONSENTS,
          consentimiento_compartir: 'si',
          consentimiento_alertas: 'no',
        })
      ).status,
    ).toBe(200);
    const headers = await confirm('61000002');
    const consents = await state(headers);
    expect(consents).toMatchObject({
      politica_version: 'v1',
      requiere_renovacion: false,
      vigentes: { tratamiento: true, compartir: true, alertas: false },
    });
    expect(consents.historial).toHaveLength(3);
    for (const entry of consents.historial) {
      expect(entry).toMatchObject({
        politica_version: 'v1',
        politica_hash: POLICY_HASH,
        ip: '10.81.0.7',
        agente: BROWSER,
        texto: CONSENT_TEXTS[entry.tipo],
      });
    }
    // Once read by the trigger, the sign-up context is not kept on the account.
    expect((await findUser(ctx.app.db, '61000002'))!.sign_up_context).toBeNull();
  });
});

describe('giving and withdrawing', () => {
  it('withdraws sharing and gives alerts, keeping every earlier act', async () => {
    const { headers } = await asCandidate(ctx, '61000003');
    const before = await state(headers);
    const withdrawn = await change(headers, { tipo: 'compartir', otorgado: false });
    expect(withdrawn.statusCode).toBe(200);
    const after = withdrawn.json() as ConsentState;
    expect(after.vigentes.compartir).toBe(false);
    expect(after.historial).toHaveLength(before.historial.length + 1);
    expect(after.historial.slice(1)).toEqual(before.historial);
    expect(after.historial[0]).toMatchObject({ tipo: 'compartir', otorgado: false, ip: '127.0.0.1' });
  });

  it('does not withdraw processing here, and asks for the policy version read', async () => {
    const { headers } = await asCandidate(ctx, '61000004');
    const withdraw = await change(headers, { tipo: 'tratamiento', otorgado: false });
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json().message).toBe(consentMessages.withdrawProcessing);
    const stale = await change(headers, { tipo: 'tratamiento', otorgado: true, politica_version: 'v0' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(consentMessages.outdatedPolicy);
  });

  it('asks an account with no consent on record (imported) until it authorizes', async () => {
    const { headers } = await asCandidate(ctx, '61000005', 'Rosa Pérez', null);
    expect((await state(headers)).requiere_renovacion).toBe(true);
    const given = await change(headers, { tipo: 'tratamiento', otorgado: true, politica_version: 'v1' });
    expect(given.json()).toMatchObject({ requiere_renovacion: false, vigentes: { tratamiento: true } });
  });

  it('answers a bad body with a Spanish 400, and only ever the caller’s own consents', async () => {
    const a = await asCandidate(ctx, '61000006');
    const b = await asCandidate(ctx, '61000007');
    await change(a.headers, { tipo: 'alertas', otorgado: false });
    const bad = await change(a.headers, { tipo: 'todo', otorgado: 'si' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Datos inválidos. /);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['tipo', 'otorgado']));
    expect((await state(b.headers)).vigentes.alertas).toBe(true);
    const anonymous = await ctx.app.inject({ url: '/api/candidate/consents' });
    expect(anonymous.statusCode).toBe(401);
  });
});
