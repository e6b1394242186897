// Talent pool texts: search, a candidate's file, matching and invitations (decision 0067).

export const talentPoolMessages = {
  badFilter: 'Uno de los filtros no es válido. Límpialos y vuelve a intentarlo.',
  tooDeep: (max: number) =>
    `La tabla muestra hasta los primeros ${max.toLocaleString('es-CO')} resultados: afina la búsqueda con los filtros o usa «Exportar».`,
  longQuery: 'Escribe una búsqueda de máximo 120 caracteres.',
  candidateNotFound: 'No encontramos ese candidato en la base de talento.',
  targetMissing: 'Indica la vacante o la línea de orden a la que invitas.',
  exportBusy: 'Ya hay una exportación tuya en curso. Espera a que termine y vuelve a intentarlo.',
  targetNotFound: 'No encontramos esa vacante o línea de orden, o no está a tu alcance.',
  noVacancyYet:
    'Esta línea de orden aún no tiene vacante publicada. Publícala para poder invitar candidatos a postularse.',
  vacancyClosed: 'La vacante está cerrada: ábrela de nuevo para invitar candidatos.',
  noConsent: 'Este candidato no autorizó recibir alertas de vacantes por correo: no se le puede invitar.',
  noEmail: 'Este candidato no tiene correo registrado: no se le puede enviar la invitación.',
  alreadyInvited: 'Ya invitaste a este candidato a esta vacante.',
  alreadyApplied: 'Este candidato ya se postuló a esta vacante.',
  capReached: (cap: number, days: number) =>
    `Este candidato ya recibió ${cap} invitaciones en los últimos ${days} días. Espera antes de invitarlo de nuevo.`,
  invitationNotFound: 'Este enlace de invitación no existe o ya no es válido.',
  weightsSaved: 'Los pesos de la coincidencia se guardaron.',
  badWeights: 'Cada peso debe ser un número entero entre -100 y 100.',
  badCap: 'El tope debe ser de 1 a 20 invitaciones en 1 a 90 días.',
} as const;
