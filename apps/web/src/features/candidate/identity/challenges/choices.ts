import type { Choice } from './ChoiceChallenge';

const methods: Record<string, Omit<Choice, 'value'>> = {
  TOTP: {
    label: 'Aplicación de autenticación',
    description: 'Un código de 6 dígitos de Google Authenticator, Microsoft Authenticator u otra.',
  },
  EMAIL: { label: 'Código a mi correo', description: 'Te enviamos un código de 6 dígitos por correo.' },
  SMS: { label: 'Mensaje de texto (SMS)', description: 'Te enviamos un código de 6 dígitos a tu celular.' },
  PASSWORD: { label: 'Contraseña', description: 'Ingresa con tu contraseña.' },
};

/** MFA types of Amplify (TOTP, EMAIL, SMS) as choices the portal can complete. */
export function mfaChoices(types: readonly string[] | undefined): Choice[] {
  return (types ?? []).filter((type) => type in methods).map((type) => ({ value: type, ...methods[type]! }));
}

/** First factors of USER_AUTH; passkeys are not offered by the portal. */
export function firstFactorChoices(challenges: readonly string[] | undefined): Choice[] {
  const names: Record<string, string> = {
    PASSWORD_SRP: 'PASSWORD',
    PASSWORD: 'PASSWORD',
    EMAIL_OTP: 'EMAIL',
    SMS_OTP: 'SMS',
  };
  const seen = new Set<string>();
  const choices: Choice[] = [];
  for (const challenge of challenges ?? []) {
    const method = names[challenge];
    if (!method || seen.has(method)) continue;
    seen.add(method);
    choices.push({ value: challenge, ...methods[method]! });
  }
  return choices;
}
