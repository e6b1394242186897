/** An error answered the way Cognito does: HTTP 400, `{__type, message}` and `x-amzn-errortype`. */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = 'CognitoError';
  }
}

export const invalidParameter = (message: string) => new CognitoError('InvalidParameterException', message);
/** A pre-sign-up trigger refused: Cognito wraps the trigger's message like this. */
export const preSignUpRefused = (reason: string) =>
  new CognitoError('UserLambdaValidationException', `PreSignUp failed with error ${reason}`);
export const notAuthorized = (message = 'Incorrect username or password.') =>
  new CognitoError('NotAuthorizedException', message);
export const userNotFound = () => new CognitoError('UserNotFoundException', 'User does not exist.');
export const codeMismatch = () =>
  new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
export const expiredCode = () =>
  new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
export const limitExceeded = () =>
  new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
export const tooManyRequests = () =>
  new CognitoError('TooManyRequestsException', 'Too many requests, please slow down.');
/** Another account has verified that e-mail (Cognito answers this for a taken alias). */
export const aliasExists = () =>
  new CognitoError('AliasExistsException', 'An account with the given email already exists.');
export const invalidSession = () => notAuthorized('Invalid session for the user, session is expired.');
