import { notAuthorized } from '../protocol/cognito-error.js';
import type { ActionHandler } from '../protocol/context.js';
import { checkClient, str } from '../protocol/input.js';
import { checkPassword } from '../store/passwords.js';
import { decodeJwt } from 'jose';
import {
  revokeOtherSessions,
  revokeRefreshToken,
  signOutEverywhere,
  userFromAccessToken,
} from '../protocol/tokens.js';
import { attributeList, passwordFields, updateUser } from '../store/users.js';
import { enabledMfas, guardedPasswordCheck, passwordMatches } from './next-step.js';

export const getUser: ActionHandler = async ({ ctx, body, issuer }) => {
  const user = await userFromAccessToken(ctx, ctx.keys, body.AccessToken, issuer);
  const mfas = enabledMfas(user);
  return {
    Username: user.username,
    UserAttributes: attributeList(user),
    UserMFASettingList: mfas,
    ...(user.preferred_mfa && mfas.includes(user.preferred_mfa as never)
      ? { PreferredMfaSetting: user.preferred_mfa }
      : {}),
  };
};

export const changePassword: ActionHandler = async ({ ctx, body, issuer }) => {
  const user = await userFromAccessToken(ctx, ctx.keys, body.AccessToken, issuer);
  const previous = str(body, 'PreviousPassword');
  const proposed = checkPassword(body.ProposedPassword);
  await guardedPasswordCheck(ctx, user, () => passwordMatches(ctx, user, previous));
  await updateUser(ctx.db, user.id, passwordFields(ctx.poolName, user.username, proposed));
  await revokeOtherSessions(ctx.db, user.id, decodeJwt(String(body.AccessToken)).origin_jti, ctx.clock.now());
  ctx.liveSessions.forgetAll();
  return {};
};

export const globalSignOut: ActionHandler = async ({ ctx, body, issuer }) => {
  const user = await userFromAccessToken(ctx, ctx.keys, body.AccessToken, issuer);
  await ctx.db.transaction((tx) => signOutEverywhere(tx, user.id, ctx.clock.now()));
  ctx.liveSessions.forgetAll();
  return {};
};

/** Revokes a refresh token and every access token minted from it; unknown tokens are ignored. */
export const revokeToken: ActionHandler = async ({ ctx, body }) => {
  checkClient(ctx, body);
  const token = str(body, 'Token');
  if (token.split('.').length === 3) throw notAuthorized('Only refresh tokens can be revoked.');
  await revokeRefreshToken(ctx.db, token, ctx.clock.now());
  ctx.liveSessions.forgetAll();
  return {};
};
