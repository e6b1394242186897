// Staff texts: users, session and scope, bulk registration, audit log, catalogue and orders.

/** Texts of the users calls beyond spec §8 (whose texts live in `clientDataMessages`). */
export const staffUserMessages = {
  registered: 'Usuario registrado. Le enviamos una invitación a su correo para crear su contraseña.',
  updated: 'Usuario actualizado exitosamente',
  /** A pending user's e-mail changed: the earlier links were revoked and a new one sent. */
  updatedReinvited: (correo: string) =>
    `Usuario actualizado. Enviamos una nueva invitación a ${correo}; los enlaces anteriores ya no sirven.`,
  invitationResent: (correo: string) =>
    `Enviamos una nueva invitación a ${correo}. Vence en 72 horas; los enlaces anteriores ya no sirven.`,
  reactivated: 'Usuario reactivado. Ya puede iniciar sesión con su contraseña.',
  reactivatedInvited: 'Usuario reactivado. Reenvíale la invitación para que cree su contraseña.',
  /** A failed deactivation says so (spec §8's 'Error al eliminar el usuario' named a delete). */
  deactivateError: 'No se pudo desactivar el usuario',
  reactivateError: 'No se pudo reactivar el usuario',
  resendError: 'No se pudo reenviar la invitación',
} as const;

/** Texts the spec does not give, for the staff session. */
export const staffAuthMessages = {
  badCredentials: 'Correo o contraseña incorrectos. Verifica tus datos e intenta de nuevo.',
  /** Too many failures from this address (for this e-mail, or for any): the address waits, not the account. */
  slowDown:
    'Hubo demasiados intentos fallidos desde tu conexión. Espera hasta 20 minutos e intenta de nuevo, o usa «¿Olvidaste tu contraseña?».',
  /** Too many failures for this e-mail from many addresses: only addresses it signed in from before pass. */
  guarded:
    'Hubo demasiados intentos fallidos con este correo desde otras conexiones. Si es tu cuenta, usa «¿Olvidaste tu contraseña?» o ingresa desde una conexión donde ya hayas iniciado sesión.',
  tooMany: 'Hay demasiadas solicitudes. Por favor, espera un momento.',
  sessionMissing: 'Debes iniciar sesión para continuar.',
  sessionExpired: 'Tu sesión expiró o fue cerrada. Inicia sesión de nuevo.',
  csrf: 'Falta el token de seguridad (CSRF) o no coincide. Recarga la página e intenta de nuevo.',
  invitationInvalid: 'El enlace de invitación no es válido o ya fue usado. Pide una nueva invitación.',
  invitationExpired: 'La invitación venció (dura 72 horas). Pide a un administrador que te invite de nuevo.',
  passwordSet: 'Tu contraseña quedó creada. Ya puedes iniciar sesión.',
  loggedOut: 'Cerraste sesión.',
  resetRequested:
    'Si ese correo es de un usuario activo, te enviamos un enlace para crear una contraseña nueva. Revisa tu bandeja de entrada y la de spam; el enlace vence en 1 hora.',
  resetInvalid:
    'El enlace para restablecer la contraseña no es válido o ya fue usado. Pide uno nuevo desde «¿Olvidaste tu contraseña?».',
  resetExpired:
    'El enlace para restablecer la contraseña venció (dura 1 hora). Pide uno nuevo desde «¿Olvidaste tu contraseña?».',
  passwordReset: 'Tu contraseña quedó cambiada y cerramos todas tus sesiones anteriores.',
  /** Why a session ended, told at the next request and on the sign-in screen. */
  roleChanged: 'Tu rol cambió; inicia sesión de nuevo para ver lo que te corresponde.',
  passwordChanged: 'Tu contraseña se cambió; inicia sesión de nuevo con la contraseña nueva.',
} as const;

/** Why a users call is refused: each names what the person can do instead. */
export const staffScopeMessages = {
  adminOnly: 'Solo un administrador puede ver todos los usuarios.',
  otherGroup: 'Solo puedes ver y gestionar los usuarios de tu grupo.',
  otherCompany: 'Solo puedes ver y gestionar los usuarios de tu empresa.',
  higherRole: 'No puedes asignar ni gestionar un rol superior al tuyo.',
  notFound: 'El usuario no existe o no está en tu alcance.',
  selfDeactivate: 'No puedes desactivar tu propio usuario.',
  selfRole: 'No puedes cambiar tu propio rol.',
  emailTaken:
    'Ya existe un usuario con ese correo. Si está desactivado, búscalo en la lista y usa «Reactivar».',
  groupRequired: 'Elige el grupo: los directores y diseñadores pertenecen a un grupo.',
  companyRequired: 'Elige la empresa: los usuarios de empresa pertenecen a una.',
  alreadyActive: 'El usuario ya está activo.',
  resendInactive: 'El usuario está desactivado: reactívalo antes de reenviarle la invitación.',
  resendNotInvited: 'Este usuario ya creó su contraseña: no necesita una invitación.',
  tooManyInvitations: (max: number) =>
    `Ya enviaste ${max} invitaciones en la última hora. Espera un rato e intenta de nuevo.`,
  groupNotFound: 'El grupo indicado no existe.',
  companyNotFound: 'La empresa indicada no existe.',
  staffOnly: 'Esta sección es solo para el equipo de la agencia.',
  roleNotAllowed: 'Tu rol no tiene acceso a esta acción. Pídesela a un administrador o a tu director.',
  companyOnly: 'Esta sección es solo para los usuarios de empresas cliente.',
} as const;

export const bulkMessages = {
  dryRun: (valid: number, invalid: number) =>
    `Revisión lista: ${valid} fila${valid === 1 ? '' : 's'} válida${valid === 1 ? '' : 's'} y ${invalid} con errores. No se guardó nada.`,
  nothingWritten: (invalid: number) =>
    `No se registró ningún usuario: ${invalid} fila${invalid === 1 ? '' : 's'} con errores. Corrígelas o elige registrar solo las válidas.`,
  created: (created: number, invalid: number) =>
    `Se registraron ${created} usuario${created === 1 ? '' : 's'} y se enviaron sus invitaciones.` +
    (invalid ? ` ${invalid} fila${invalid === 1 ? '' : 's'} con errores quedaron sin registrar.` : ''),
  duplicateInFile: (row: number) => `Correo repetido en el archivo (también en la fila ${row}).`,
  emailTaken: 'Ya existe un usuario con ese correo.',
  unknownRole: 'Rol desconocido: usa admin, director, disenador o empresa.',
  unknownGroup: 'No existe un grupo con ese nombre o id.',
  unknownCompany: 'No existe una empresa con ese NIT o id.',
  fileType: 'Sube un archivo CSV (separado por ; o ,) o XLSX.',
  fileEmpty: 'El archivo no tiene encabezados ni filas.',
  fileTooLarge: 'El archivo supera los 5 MB permitidos.',
  fileUnreadable: 'No pudimos leer el archivo. Guárdalo como CSV UTF-8 o XLSX e intenta de nuevo.',
  tooManyRows: (max: number) =>
    `El archivo tiene más de ${max.toLocaleString('es-CO')} filas de usuarios. Divídelo en archivos de hasta ${max.toLocaleString('es-CO')} filas.`,
  tooManyColumns: (max: number) =>
    `El archivo tiene más de ${max} columnas. Deja solo las columnas de la plantilla e intenta de nuevo.`,
  cellTooLong: (row: number, max: number) =>
    `La fila ${row} tiene una celda de más de ${max} caracteres. Acórtala e intenta de nuevo.`,
  unzippedTooLarge: (mb: number) =>
    `El XLSX descomprimido supera los ${mb} MB permitidos. Copia solo la lista de usuarios en un libro nuevo o guárdala como CSV.`,
  tooSlow: (seconds: number) =>
    `Leer el archivo tomó más de ${seconds} segundos y se canceló. Guárdalo como CSV UTF-8 con solo las columnas de la plantilla.`,
  readerFailed:
    'El archivo es demasiado pesado para leerlo. Copia solo la lista de usuarios en un archivo nuevo (CSV o XLSX) e intenta de nuevo.',
  inviteCapFile: (max: number) =>
    `Puedes invitar como máximo ${max} usuarios por hora. Divide el archivo en partes de hasta ${max} filas.`,
  inviteCapReached: (max: number, at: string) =>
    `Llegaste al límite de ${max} invitaciones por hora. Podrás invitar de nuevo a partir de las ${at} (hora de Colombia).`,
} as const;

export const auditMessages = {
  recordRequired: 'Indica el registro (entidad y entidad_id): solo un administrador ve el registro completo.',
  usersAdminOnly: 'Solo un administrador ve el historial de los usuarios.',
  adminOnly: 'Solo un administrador ve el historial de las órdenes y del catálogo.',
  recordNotFound: 'El registro no existe o no está en tu alcance.',
} as const;

export const staffCatalogMessages = {
  created: 'Cargo agregado al catálogo.',
  saved: 'Cargo actualizado.',
  notFound: 'El cargo no existe o no está a tu cargo.',
  defaultAdminOnly: 'Solo un administrador cambia el catálogo por defecto de la agencia.',
  salaryRange: 'El salario máximo no puede ser menor que el mínimo.',
} as const;

export const staffOrderMessages = {
  notFound: 'La orden no existe o no es de tu grupo.',
  notPending: 'Esta línea de la orden ya fue atendida.',
  companyLocked:
    'Una vacante abierta desde una orden es de la empresa que la pidió; no se puede cambiar la empresa.',
  reasonRequired: 'Escribe el motivo del rechazo (al menos 5 caracteres); la empresa lo verá.',
  rejected: 'Línea rechazada; la empresa verá el motivo en Procesos.',
} as const;

/** The «Exportar» downloads of the staff lists (users, vacancies, a pipeline, orders, the audit log). */
export const exportMessages = {
  formatInvalid: 'Elige el formato del archivo: xlsx o csv.',
  menu: 'Exportar',
  failed: 'No pudimos descargar el archivo. Intenta de nuevo.',
  stateInvalid: 'Elige un estado de la lista.',
  roleInvalid: 'Elige un rol de la lista.',
  idInvalid: 'Elige una opción de la lista.',
} as const;
