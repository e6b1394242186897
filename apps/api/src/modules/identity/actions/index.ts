import type { ActionHandler } from '../protocol/context.js';
import { changePassword, getUser, globalSignOut, revokeToken } from './account.js';
import { getUserAttributeVerificationCode, updateUserAttributes, verifyUserAttribute } from './attributes.js';
import { respondToAuthChallenge } from './challenges.js';
import { associateSoftwareToken, setUserMfaPreference, verifySoftwareToken } from './mfa.js';
import { confirmForgotPassword, forgotPassword } from './recovery.js';
import { getTokensFromRefreshToken, initiateAuth } from './sign-in.js';
import { confirmSignUp, resendConfirmationCode, signUp } from './sign-up.js';

/** Every X-Amz-Target action the built-in user pool answers. */
export const actions: Record<string, ActionHandler> = {
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  AssociateSoftwareToken: associateSoftwareToken,
  VerifySoftwareToken: verifySoftwareToken,
  SetUserMFAPreference: setUserMfaPreference,
  GetUser: getUser,
  UpdateUserAttributes: updateUserAttributes,
  GetUserAttributeVerificationCode: getUserAttributeVerificationCode,
  VerifyUserAttribute: verifyUserAttribute,
  ChangePassword: changePassword,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  RevokeToken: revokeToken,
  GlobalSignOut: globalSignOut,
};
