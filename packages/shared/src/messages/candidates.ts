// Candidate texts: claiming a document number at sign-up, the profile and the work experience.

import { maskEmail } from '../text';

/** Why a document number that the agency already holds cannot be claimed by this sign-up. */
export const candidateClaimMessages = {
  otherEmail: (onFile: string) =>
    `Este número de documento ya está registrado en la agencia con otro correo (${maskEmail(onFile)}). ` +
    'Crea tu contraseña con ese correo, o pide a la agencia que lo actualice.',
  noEmail:
    'Este número de documento ya está registrado en la agencia, pero sin correo. ' +
    'Pide a la agencia que registre tu correo para poder crear tu contraseña.',
} as const;

export const experienceMessages = {
  birthDate: 'Revisa la fecha de nacimiento: debes tener entre 15 y 90 años.',
  years: 'Escribe los años de experiencia como un número entre 0 y 60.',
  certificates: 'Escribe hasta 10 certificaciones de máximo 80 caracteres cada una.',
} as const;

export const profileMessages = {
  saved: 'Tus datos se guardaron correctamente.',
  loadError: 'No pudimos cargar tu perfil. Intenta de nuevo.',
  emailTaken:
    'Ese correo ya está registrado y verificado en otra cuenta. Escribe un correo tuyo, al que tengas acceso.',
} as const;
