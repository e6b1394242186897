import { maskEmail } from '../contact';

/** Why a document number that the agency already holds cannot be claimed by this sign-up. */
export const candidateClaimMessages = {
  otherEmail: (onFile: string) =>
    `Este número de documento ya está registrado en la agencia con otro correo (${maskEmail(onFile)}). ` +
    'Crea tu contraseña con ese correo, o pide a la agencia que lo actualice.',
  noEmail:
    'Este número de documento ya está registrado en la agencia, pero sin correo. ' +
    'Pide a la agencia que registre tu correo para poder crear tu contraseña.',
} as const;
