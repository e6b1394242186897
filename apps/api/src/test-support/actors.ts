import { signUpConsentMetadata } from '@portal/shared/consents/consents';
import { candidateIdentityHooks } from '../modules/candidates/identity-hooks.js';
import { signUpConsents } from '../modules/consents/service.js';
import { findCandidateByDocument } from '../modules/candidates/service.js';
import { issueSignInTokens } from '../modules/identity/protocol/tokens.js';
import { DEMO_CANDIDATE } from '../modules/identity/seed.js';
import { findUser, insertUser, type UserRow } from '../modules/identity/store/users.js';
import type { TestContext } from './test-app.js';

/** Someone who calls the API in a test: who they are and the headers that say so. */
export interface CandidateActor {
  username: string;
  candidateId: number;
  token: string;
  headers: { authorization: string };
}

/** The issuer app.inject's requests see (origin http://localhost:80). */
const injectIssuer = (ctx: TestContext) => `http://localhost:80/cognito/${ctx.env.IDENTITY_USER_POOL_ID}`;

/** A real RS256 id token, issued the way a completed sign-in issues it. */
async function actorFor(ctx: TestContext, user: UserRow): Promise<CandidateActor> {
  const candidate = await findCandidateByDocument(ctx.app.db, user.username);
  const tokens = await issueSignInTokens(ctx.app.identity, ctx.app.identity.keys, user, injectIssuer(ctx));
  return {
    username: user.username,
    candidateId: candidate!.id_candidato,
    token: tokens.IdToken,
    headers: { authorization: `Bearer ${tokens.IdToken}` },
  };
}

/** As if signed up through the form with these optional boxes ticked (processing always is). */
export const signedUpWith = (choices: { compartir: boolean; alertas: boolean }) => ({
  clientMetadata: signUpConsentMetadata(choices),
  ip: '127.0.0.1',
  userAgent: 'prueba',
  at: new Date().toISOString(),
});

const SIGNED_UP_WITH_CONSENTS = signedUpWith({ compartir: true, alertas: true });

/** A new confirmed candidate (account, candidate record through identity's hooks, id token). */
export async function asCandidate(
  ctx: TestContext,
  username: string,
  name = 'Carlos Andrés Pérez',
  /** null: an account made without the sign-up form (imported), so no consent is on record. */
  signUpContext: typeof SIGNED_UP_WITH_CONSENTS | null = SIGNED_UP_WITH_CONSENTS,
): Promise<CandidateActor> {
  const { app } = ctx;
  const user = await app.db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      username,
      password: 'Clave-Segura-2026',
      email: `${username}@example.co`,
      phone_number: '+573101112233',
      name,
      status: 'CONFIRMED',
      poolName: app.identity.poolName,
    });
    // As if signed up through the form with every box ticked: the consents are on record.
    await candidateIdentityHooks(signUpConsents).onConfirmed(tx, { ...row!, sign_up_context: signUpContext });
    return row!;
  });
  return actorFor(ctx, user);
}

/** The seeded demo candidate (README), with her documents and open requests. */
export async function asDemoCandidate(ctx: TestContext): Promise<CandidateActor> {
  return actorFor(ctx, (await findUser(ctx.app.db, DEMO_CANDIDATE.username))!);
}
