// Texts shared by every screen: field validation and the router fallback (spec §8).

export const validationMessages = {
  correo: 'El correo electrónico no es válido.',
  numeroContacto: 'El número de teléfono no es válido.',
  primerNombre: 'El nombre del candidato es obligatorio.',
} as const;

export const routerMessages = {
  unexpected: 'Unexpected Application Error!',
} as const;
