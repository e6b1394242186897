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

/** The work profile the agency's talent pool searches (decision 0067). */
export const workProfileMessages = {
  city: 'Elige la ciudad donde vives de la lista.',
  experience: 'Describe tu experiencia en máximo 600 caracteres.',
  skills: 'Escribe hasta 15 habilidades de máximo 60 caracteres cada una.',
  categories: 'Elige hasta 10 categorías en las que has trabajado.',
  salary:
    'Escribe tu aspiración salarial mensual en pesos, sin centavos y hasta 50.000.000: por ejemplo 1.800.000.',
  availability: 'Elige tu disponibilidad de la lista.',
  unknownCity: 'La ciudad elegida no existe. Elige una de la lista.',
  unknownCategory: 'Una de las categorías elegidas no existe. Elige de la lista.',
} as const;

export const profileMessages = {
  saved: 'Tus datos se guardaron correctamente.',
  loadError: 'No pudimos cargar tu perfil. Intenta de nuevo.',
  emailTaken:
    'Ese correo ya está registrado y verificado en otra cuenta. Escribe un correo tuyo, al que tengas acceso.',
} as const;
