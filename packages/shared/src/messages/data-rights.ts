// Candidate data rights (Ley 1581 de 2012): consents, Mis datos and the export of what we hold.

export const consentMessages = {
  required:
    'Para crear tu cuenta debes autorizar el tratamiento de tus datos personales según la Política de Privacidad.',
  outdatedPolicy:
    'La Política de Privacidad cambió mientras llenabas el formulario. Recarga la página, léela y vuelve a autorizar.',
  withdrawProcessing:
    'La autorización de tratamiento no se retira aquí: pide la eliminación de tu cuenta en Mis datos.',
  saved: 'Guardamos tu decisión.',
  withdrawn: 'Retiraste la autorización. Desde ahora la aplicamos.',
  granted: 'Diste la autorización. Puedes retirarla cuando quieras.',
  renewalTitle: 'Actualizamos nuestra Política de Privacidad',
  renewalBody:
    'Antes de seguir, lee la nueva versión y autoriza de nuevo el tratamiento de tus datos. Sin esta autorización no podemos seguir tu proceso.',
  renewalAccept: 'Autorizo y continúo',
  loadError: 'No pudimos cargar tus autorizaciones. Intenta de nuevo.',
} as const;
