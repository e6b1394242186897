import { authMessages, confirmationErrors, loginErrors, registrationErrors } from '@portal/shared/messages';

type Catalogue = { readonly default: string } & Readonly<Record<string, string>>;

function errorName(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error
    ? String((error as { name: unknown }).name)
    : undefined;
}

/** The catalogue's text for the exception's name (`err.name` from Amplify), or its default. */
function messageFor(catalogue: Catalogue, error: unknown): string {
  const name = errorName(error);
  return name && name !== 'default' && Object.hasOwn(catalogue, name) ? catalogue[name]! : catalogue.default;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * Spec §8, Login; a lockout says so and for how long instead of "verifica tu contraseña" (issue 9 item
 * 12), and the hourly cap on e-mailed codes says to wait, as the confirmation screens do.
 */
export function loginErrorMessage(error: unknown): string {
  const name = errorName(error);
  if (name === 'NotAuthorizedException' && /attempts exceeded/i.test(messageOf(error)))
    return authMessages.locked;
  if (name === 'LimitExceededException') return confirmationErrors.LimitExceededException;
  return messageFor(loginErrors, error);
}
/** Cognito's wording around a sign-up trigger's own reason ("PreSignUp failed with error <reason>"). */
const TRIGGER_PREFIX = /^PreSignUp failed with error\s*/;

/**
 * Spec §8, Registration. A refusal by the sign-up trigger (an existing candidate record claimed with
 * another e-mail) carries its own Spanish reason, which says what to do; it is shown as it comes.
 */
export function registrationErrorMessage(error: unknown): string {
  if (errorName(error) === 'UserLambdaValidationException' && error instanceof Error) {
    const reason = error.message.replace(TRIGGER_PREFIX, '').trim();
    if (reason) return reason;
  }
  return messageFor(registrationErrors, error);
}
/**
 * Spec §8, Confirmation: codes, password reset and sign-in challenges. A wrong first code while
 * setting up an authenticator comes back as EnableSoftwareTokenMFAException ("Code mismatch"): it is
 * the same mistake, so it gets the same message (issue 9 item 12).
 */
export const confirmationErrorMessage = (error: unknown) =>
  errorName(error) === 'EnableSoftwareTokenMFAException' || /code mismatch/i.test(messageOf(error))
    ? confirmationErrors.CodeMismatchException
    : messageFor(confirmationErrors, error);

/** The registration answer that invites recovering the password instead. */
export const isUsernameTaken = (error: unknown) => errorName(error) === 'UsernameExistsException';
/** Sign-in of someone without a password yet: offer to create one. */
export const isUnknownUser = (error: unknown) => errorName(error) === 'UserNotFoundException';

/**
 * A pending sign-in that can no longer continue: Amplify lost its session (it keeps one 3 minutes)
 * or the identity service rejected an expired challenge session.
 */
export function isPendingSignInGone(error: unknown): boolean {
  const name = errorName(error);
  if (name === 'SignInException') return true;
  const message = error instanceof Error ? error.message : '';
  return name === 'NotAuthorizedException' && /session/i.test(message);
}
