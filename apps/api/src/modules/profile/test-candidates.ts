import type { TestContext } from '../../test-support/test-app.js';
import { linkOrCreateCandidate } from '../candidates/repository.js';
import { issueSignInTokens } from '../identity/tokens.js';
import { insertUser } from '../identity/users.js';

export interface SignedInCandidate {
  username: string;
  idCandidato: number;
  headers: { authorization: string };
}

/**
 * Test helper: a confirmed pool user with its candidate record and a real RS256 id token, issued the
 * way a completed sign-in issues it (issuer = the origin app.inject uses).
 */
export async function signedInCandidate(ctx: TestContext, username: string, name = 'Carlos Andrés Pérez') {
  const { app, env } = ctx;
  const user = await insertUser(app.db, {
    username,
    password: 'Clave-Segura-2026',
    email: `${username}@example.co`,
    phone_number: '+573101112233',
    name,
    status: 'CONFIRMED',
    poolName: app.identity.poolName,
  });
  const candidate = await linkOrCreateCandidate(app.db, user!);
  const issuer = `http://localhost:80/cognito/${env.IDENTITY_USER_POOL_ID}`;
  const tokens = await issueSignInTokens(app.identity, app.identityKeys, user!, issuer);
  return {
    username,
    idCandidato: candidate.id_candidato,
    headers: { authorization: `Bearer ${tokens.IdToken}` },
  } satisfies SignedInCandidate;
}
