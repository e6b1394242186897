import { describe, expect, it } from 'vitest';
import { authMessages, confirmationErrors, loginErrors, registrationErrors } from '@portal/shared/messages';
import {
  confirmationErrorMessage,
  isPendingSignInGone,
  loginErrorMessage,
  registrationErrorMessage,
} from './auth-errors';

const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });

describe('auth error mapping (spec §8)', () => {
  it('maps login exceptions by name', () => {
    expect(loginErrorMessage(named('NotAuthorizedException'))).toBe(
      'No pudimos iniciar sesión con esos datos. Verifica tu documento y contraseña.',
    );
    expect(loginErrorMessage(named('UserNotFoundException'))).toBe(loginErrors.UserNotFoundException);
    expect(loginErrorMessage(named('InvalidParameterException'))).toBe(
      'Faltan credenciales. Complete todos los campos.',
    );
    expect(loginErrorMessage(named('NetworkError'))).toBe('Ocurrió un error inesperado. Intente de nuevo.');
    expect(loginErrorMessage('boom')).toBe(loginErrors.default);
  });

  it('says the account is locked after too many attempts, and a wrong setup code is a mismatch', () => {
    expect(loginErrorMessage(named('NotAuthorizedException', 'Password attempts exceeded'))).toBe(
      authMessages.locked,
    );
    expect(loginErrorMessage(named('LimitExceededException'))).toBe(
      confirmationErrors.LimitExceededException,
    );
    expect(confirmationErrorMessage(named('EnableSoftwareTokenMFAException', 'Code mismatch'))).toBe(
      confirmationErrors.CodeMismatchException,
    );
    expect(confirmationErrorMessage(named('CodeMismatchException'))).toBe(
      confirmationErrors.CodeMismatchException,
    );
  });

  it('shows the sign-up trigger’s own reason, without Cognito’s prefix', () => {
    const reason =
      'Este número de documento ya está registrado en la agencia con otro correo (r***@e***). Crea tu contraseña con ese correo, o pide a la agencia que lo actualice.';
    expect(
      registrationErrorMessage(
        named('UserLambdaValidationException', `PreSignUp failed with error ${reason}`),
      ),
    ).toBe(reason);
    expect(
      registrationErrorMessage(named('UserLambdaValidationException', 'PreSignUp failed with error ')),
    ).toBe(registrationErrors.default);
  });

  it('maps registration exceptions by name', () => {
    expect(registrationErrorMessage(named('UsernameExistsException'))).toBe(
      'Ya tienes una contraseña registrada. Si no la recuerdas, puedes recuperarla desde: ',
    );
    expect(registrationErrorMessage(named('InvalidParameterException'))).toBe(
      'Uno de los datos ingresados no es válido.',
    );
    expect(registrationErrorMessage(named('InvalidPasswordException'))).toBe(
      registrationErrors.InvalidPasswordException,
    );
    expect(registrationErrorMessage(named('Whatever'))).toBe('Error desconocido al registrar usuario.');
  });

  it('maps confirmation exceptions by name', () => {
    const cases: Record<string, string> = {
      CodeMismatchException: 'El código ingresado no es válido. Verifica e intenta de nuevo.',
      ExpiredCodeException: 'El código ha expirado. Solicita uno nuevo.',
      LimitExceededException: 'Has intentado demasiadas veces. Intenta más tarde.',
      UserNotFoundException: 'No se encontró un usuario con ese dato.',
      TooManyRequestsException: 'Hay demasiadas solicitudes. Por favor, espera un momento.',
      InvalidPasswordException: confirmationErrors.InvalidPasswordException,
      InvalidParameterException: confirmationErrors.InvalidParameterException,
    };
    for (const [name, text] of Object.entries(cases))
      expect(confirmationErrorMessage(named(name))).toBe(text);
    expect(confirmationErrorMessage(named('default'))).toBe(
      'Ocurrió un error al procesar tu solicitud. Intenta nuevamente.',
    );
  });

  it('recognises a pending sign-in that expired', () => {
    expect(isPendingSignInGone(named('SignInException'))).toBe(true);
    expect(isPendingSignInGone(named('NotAuthorizedException', 'Invalid session for the user.'))).toBe(true);
    expect(isPendingSignInGone(named('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      false,
    );
    expect(isPendingSignInGone(named('CodeMismatchException'))).toBe(false);
  });
});
