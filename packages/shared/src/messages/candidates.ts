/** Hides most of an e-mail, enough for its owner to recognise it: "a•••@e•••.co". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}•••@${host.slice(0, 1)}•••${tld}`;
}

/** Why a document number that the agency already holds cannot be claimed by this sign-up. */
export const candidateClaimMessages = {
  otherEmail: (onFile: string) =>
    `Este número de documento ya está registrado en la agencia con otro correo (${maskEmail(onFile)}). ` +
    'Crea tu contraseña con ese correo, o pide a la agencia que lo actualice.',
  noEmail:
    'Este número de documento ya está registrado en la agencia, pero sin correo. ' +
    'Pide a la agencia que registre tu correo para poder crear tu contraseña.',
} as const;
