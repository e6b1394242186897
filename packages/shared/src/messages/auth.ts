// Sign-in, sign-up and confirmation texts of the candidate portal (spec §8 auth catalogues).

export const confirmationErrors = {
  CodeMismatchException: 'El código ingresado no es válido. Verifica e intenta de nuevo.',
  ExpiredCodeException: 'El código ha expirado. Solicita uno nuevo.',
  LimitExceededException: 'Has intentado demasiadas veces. Intenta más tarde.',
  InvalidParameterException: 'Los datos ingresados no son válidos. Revisa la información e intenta de nuevo.',
  UserNotFoundException: 'No se encontró un usuario con ese dato.',
  TooManyRequestsException: 'Hay demasiadas solicitudes. Por favor, espera un momento.',
  InvalidPasswordException: 'La nueva contraseña no cumple los requisitos: debe tener al menos 8 caracteres.',
  default: 'Ocurrió un error al procesar tu solicitud. Intenta nuevamente.',
} as const;

export const loginErrors = {
  NotAuthorizedException: 'No pudimos iniciar sesión con esos datos. Verifica tu documento y contraseña.',
  UserNotFoundException: 'Parece que aún no tienes una contraseña. Crea una para poder acceder a tu cuenta.',
  InvalidParameterException: 'Faltan credenciales. Complete todos los campos.',
  default: 'Ocurrió un error inesperado. Intente de nuevo.',
} as const;

export const registrationErrors = {
  UsernameExistsException:
    'Ya tienes una contraseña registrada. Si no la recuerdas, puedes recuperarla desde: ',
  InvalidParameterException: 'Uno de los datos ingresados no es válido.',
  InvalidPasswordException:
    'La contraseña no cumple los requisitos: debe tener al menos 8 caracteres y no empezar ni terminar con espacios.',
  default: 'Error desconocido al registrar usuario.',
} as const;

export const authMessages = {
  confirmationSuccess: 'Usuario confirmado exitosamente.',
  /** Cognito says "Password attempts exceeded"; the lock lasts from seconds up to 15 minutes. */
  locked:
    'Tu cuenta quedó bloqueada por varios intentos fallidos. Espera unos minutos (máximo 15) e intenta de nuevo, o recupera tu contraseña.',
} as const;

/** Texts of the portal's sign-in screens that spec §8 does not give (added by the web, issue 3). */
export const authFlowMessages = {
  documentRequired: 'Ingresa tu número de documento.',
  documentInvalid: 'El número de documento solo puede tener letras y números, sin espacios.',
  passwordRequired: 'Ingresa tu contraseña.',
  lastNameRequired: 'El apellido del candidato es obligatorio.',
  codeInvalid: 'Ingresa el código de 6 dígitos.',
  answerRequired: 'Ingresa tu respuesta.',
  pendingExpired: 'Pasaron más de 3 minutos y tu inicio de sesión venció. Ingresa de nuevo.',
  codeSent: 'Te enviamos un código a tu correo.',
  accountNotConfirmed:
    'Tu cuenta aún no está confirmada. Ingresa el código que te enviamos al correo o pide uno nuevo.',
  codeResent: 'Te enviamos un nuevo código.',
  passwordUpdated: 'Tu contraseña se actualizó. Ya puedes iniciar sesión.',
  resetRequired: 'Por seguridad debes crear una contraseña nueva. Te enviamos un código a tu correo.',
  confirmedSignInManually: 'Tu cuenta está confirmada. Inicia sesión con tu documento y contraseña.',
  candidateMissing:
    'Iniciaste sesión, pero no encontramos tus datos de candidato. Intenta de nuevo más tarde.',
  unsupportedStep: 'Este método de verificación no está disponible en el portal. Ingresa con tu contraseña.',
  totpEnabled: 'La verificación en dos pasos quedó activada.',
  totpDisabled: 'La verificación en dos pasos quedó desactivada.',
  totpLoadError: 'No pudimos consultar tu verificación en dos pasos. Intenta de nuevo.',
  copied: 'Copiado',
} as const;
