// API-wide error texts.

/** Answers of the API's safety nets: each says what the person can do. */
export const errorMessages = {
  valueOutOfRange:
    'Uno de los valores enviados no es válido o está fuera del rango permitido. Revísalo e intenta de nuevo.',
  referenceMissing:
    'Uno de los datos elegidos no existe (por ejemplo, una ciudad o una categoría). Actualiza la página y elige de nuevo de la lista.',
  nulByte:
    'El texto enviado tiene un carácter no permitido (carácter nulo). Escríbelo de nuevo sin copiarlo de otro programa.',
  malformedMultipart:
    'El formulario de carga llegó incompleto o mal formado. Vuelve a elegir el archivo e intenta de nuevo.',
  unavailable: 'El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.',
  storageFull:
    'El portal se quedó sin espacio para guardar datos y no guardó este cambio. Intenta de nuevo más tarde; el equipo técnico ya puede verlo en el estado del sistema.',
  badUrl: 'La dirección (URL) no es válida. Revisa el enlace e intenta de nuevo.',
  headersTooLarge:
    'La solicitud tiene encabezados demasiado grandes. Borra las cookies del sitio e intenta de nuevo.',
  badClientRequest: 'La solicitud no es válida.',
  requestTimeout:
    'La solicitud tardó demasiado en llegar y se cerró la conexión. Revisa tu conexión a internet e intenta de nuevo.',
  internal: 'Ocurrió un error inesperado en el servidor. Intenta de nuevo en unos minutos.',
} as const;
