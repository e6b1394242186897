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
  renewalRequired: 'Marca la casilla para autorizar el tratamiento de tus datos.',
  loadError: 'No pudimos cargar tus autorizaciones. Intenta de nuevo.',
} as const;

/** The Mis datos screen (from Mi Perfil). */
export const myDataScreen = {
  title: 'Mis datos',
  intro:
    'Aquí ves y cambias lo que nos autorizaste hacer con tus datos personales (Ley 1581 de 2012) y puedes descargar todo lo que tenemos sobre ti.',
  consentsTitle: 'Tus autorizaciones',
  historyTitle: 'Historial de autorizaciones',
  historyIntro:
    'Cada vez que das o retiras una autorización queda aquí, con la fecha y la versión de la política.',
  standing: 'Vigente',
  notGiven: 'No autorizada',
  since: (date: string) => `Desde el ${date}`,
  withdraw: 'Retirar',
  give: 'Autorizar',
  processingNote: (email: string) =>
    `Es necesaria para tener tu cuenta. Si quieres retirarla, escribe a ${email} y pide la eliminación de tu cuenta.`,
  given: 'Autorizó',
  withdrawn: 'Retiró',
  notGivenAct: 'No autorizó',
  policyVersion: (version: string) => `Política ${version}`,
  openingsTitle: 'Quién abrió tus documentos',
  openingsIntro:
    'Cada vez que alguien de la agencia o de una empresa cliente abre uno de tus documentos, queda registrado aquí.',
  openingsEmpty: 'Nadie ha abierto tus documentos todavía.',
  openingsError: 'No pudimos cargar quién abrió tus documentos. Intenta de nuevo.',
  openedBy: (who: string, company: string | null) =>
    company ? `${who}, de ${company}` : `${who}, de la agencia`,
  requestsTitle: 'Consultas y reclamos',
  requestsIntro:
    'Pregunta qué datos tenemos y para qué, pide corregirlos o pide eliminar tu cuenta. Respondemos consultas en máximo 10 días hábiles y reclamos en máximo 15.',
  shortcutTitle: 'Mis datos y autorizaciones',
  shortcutBody: 'Revisa lo que nos autorizaste, cámbialo y descarga tus datos.',
  shortcutAction: 'Ver mis datos',
} as const;

/** Consultas and reclamos (Ley 1581 de 2012, arts. 14 and 15), for the candidate and the agency. */
export const dataRequestMessages = {
  created: (dueDate: string) => `Recibimos tu solicitud. Te respondemos a más tardar el ${dueDate}.`,
  deletionOpen:
    'Ya tienes una solicitud de eliminación en trámite. Te avisaremos por correo cuando la respondamos.',
  notFound: 'La solicitud no existe.',
  alreadyAnswered: 'Esta solicitud ya fue respondida.',
  alreadyExtended: 'El plazo de esta solicitud ya se prorrogó una vez; la ley no permite otra prórroga.',
  hiredCannotDelete:
    'Esta persona fue contratada por la agencia: la ley obliga a conservar su historia laboral, así que la eliminación no procede. Responde «No procede» explicando el motivo.',
  answered: 'Respuesta enviada al titular por correo.',
  extended: 'Plazo prorrogado. Le avisamos al titular el motivo.',
  deleted: 'Eliminamos la cuenta y los datos del titular. Le avisamos por correo.',
  loadError: 'No pudimos cargar las solicitudes. Intenta de nuevo.',
} as const;

/** "Descargar mis datos": the ZIP of everything the portal holds about the candidate (Ley 1581, art. 8 and 14). */
export const myDataMessages = {
  title: 'Descargar mis datos',
  description:
    'Recibes un archivo ZIP con todo lo que el portal guarda sobre ti: tus datos personales y de tu cuenta, tus autorizaciones, tus postulaciones, tus documentos con sus archivos y el historial de cambios.',
  button: 'Descargar mis datos',
  downloaded: 'Listo: descargamos el archivo con tus datos.',
  error: 'No pudimos preparar el archivo con tus datos. Intenta de nuevo en unos minutos.',
  tooMany: 'Ya pediste tus datos varias veces seguidas. Espera un minuto e intenta de nuevo.',
  legalBasis:
    'Consulta de tus datos personales: Ley 1581 de 2012, artículo 8, literales a) y b) (conocer tus datos y cómo los usamos), y artículo 14 (consultas).',
  fileMissing:
    'No encontramos este archivo en nuestro almacenamiento. El registro del documento sí está aquí; si lo necesitas, vuelve a cargarlo o escríbenos.',
  fileElsewhere: 'Este registro apunta a un archivo fuera de tu carpeta, por eso no lo incluimos.',
  leftOut: [
    'Las claves y secretos de tu cuenta (verificador de contraseña, secretos de la aplicación de autenticación, códigos enviados, sesiones y tokens): no son datos sobre ti sino llaves de acceso, y entregarlos debilitaría tu cuenta.',
    'Los correos que te enviamos: su contenido (cambios de tus postulaciones, revisiones y solicitudes de documentos, mensajes del equipo) ya está en las secciones de este archivo; la cola de envío contiene además códigos de un solo uso.',
    'Los archivos de ejemplo que la agencia adjunta a una solicitud: son formatos de la empresa, no datos tuyos; la solicitud los nombra.',
    'Los registros técnicos de intentos de ingreso fallidos y de límites de uso: protegen tu cuenta y se borran solos al cabo de una hora.',
  ],
} as const;

/** Vacancy alerts by e-mail (issue 15 item 6), only with the alerts authorization. */
export const vacancyAlertMessages = {
  title: 'Alertas de vacantes',
  intro:
    'Elige una ciudad, una categoría o ambas. Cada mañana te enviamos por correo las vacantes nuevas que coinciden, si hay alguna.',
  needsConsent:
    'Para recibir alertas, primero autoriza «Alertas de vacantes por correo» en tus autorizaciones.',
  giveConsent: 'Autorizar alertas',
  cityLabel: 'Ciudad',
  categoryLabel: 'Categoría',
  anyCity: 'Todas las ciudades',
  anyCategory: 'Todas las categorías',
  create: 'Crear alerta',
  remove: 'Quitar',
  empty: 'Aún no tienes alertas. Crea la primera con la ciudad o la categoría que buscas.',
  created: 'Listo: te avisaremos de las vacantes nuevas que coincidan.',
  removed: 'Quitamos la alerta.',
  duplicate: 'Ya tienes una alerta para esa ciudad y esa categoría.',
  tooMany: (max: number) => `Puedes tener hasta ${max} alertas. Quita una para crear otra.`,
  unknownCity: 'La ciudad elegida no existe. Elige una de la lista.',
  unknownCategory: 'La categoría elegida no existe. Elige una de la lista.',
  notFound: 'No encontramos esa alerta. Puede que ya la hayas quitado.',
  loadError: 'No pudimos cargar tus alertas. Intenta de nuevo.',
  unsubscribeTitle: 'Cancelar alertas de vacantes',
  unsubscribing: 'Estamos cancelando tus alertas…',
  unsubscribed:
    'Listo: ya no te enviaremos alertas de vacantes. Si cambias de opinión, autorízalas de nuevo en Mis datos.',
  badToken:
    'Este enlace para cancelar las alertas no es válido. Copia el enlace completo del correo, o ingresa al portal y cancélalas en Mis datos.',
  unsubscribeError: 'No pudimos cancelar tus alertas. Intenta de nuevo en unos minutos.',
  goToMyData: 'Ir a Mis datos',
  goHome: 'Ver vacantes',
} as const;
