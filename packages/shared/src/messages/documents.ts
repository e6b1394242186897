// Document texts: the candidate's uploads (spec §8) and the staff's requests and reviews.

export const documentMessages = {
  deleted: 'Documento eliminado correctamente.',
  deleteError: 'No se pudo eliminar el documento.',
  uploaded: 'Documento subido con éxito.',
  updated: 'Documento actualizado correctamente.',
  uploadFileError: 'Error en la carga del archivo.',
  uploadError: 'Error al subir documento.',
  updateError: 'Error al actualizar documento.',
  invalidType: 'Tipo de archivo no permitido. Solo se aceptan PNG, JPG y PDF.',
  tooLarge: 'El archivo supera los 10MB permitidos.',
  tooManyUploads: 'Estás subiendo muchos archivos seguidos. Espera un minuto e intenta de nuevo.',
  uploadIncomplete: 'El archivo no llegó completo. Vuelve a subirlo; si pasa de nuevo, revisa tu conexión.',
  tooManyUnattached:
    'Tienes muchos archivos subidos sin guardar en un documento. Guarda o descarta los que tienes, o espera una hora e intenta de nuevo.',
  deleteConfirm: '¿Estás seguro de que quieres eliminar este documento?',
} as const;

export const staffDocumentMessages = {
  requestTarget: 'Elige a quién pedir el documento: un candidato o los candidatos de una vacante.',
  nameRequired: 'Escribe qué documento necesitas.',
  reasonRequired: 'Para rechazar un documento escribe el motivo, así el candidato sabe qué corregir.',
  candidateNotFound: 'El candidato no existe o no tiene postulaciones en tu alcance.',
  documentNotFound: 'El documento no existe o no está en tu alcance.',
  typeNotFound: 'El tipo de documento no existe.',
  noCandidates: 'Esta vacante no tiene candidatos activos a quienes pedir el documento.',
  requested: (total: number) =>
    total === 1 ? 'Solicitud enviada al candidato.' : `Solicitud enviada a ${total} candidatos.`,
  approved: 'Documento aprobado.',
  fileMissing: 'Adjunta un archivo PNG, JPG o PDF.',
  fileGone: 'El archivo adjunto ya no está disponible. Súbelo de nuevo.',
  rejected: 'Documento rechazado. Le pedimos al candidato una versión nueva.',
} as const;
