// The system screen (/system, admins) and its call, GET /api/system/status.

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the API answers about the status call and its probes. */
export const systemMessages = {
  adminOnly: 'Solo un administrador puede ver el estado del sistema.',
  timeout: (ms: number) => `No respondió en ${(ms / 1000).toLocaleString('es-CO')} s.`,
  storageWrite: 'Escritura',
  storageRead: 'Lectura',
  storageDelete: 'Borrado',
  storageMismatch: 'el contenido leído no es el que se escribió.',
  unknownCommit: 'desconocido',
  unknownMigration: (when: string) => `desconocida (${when})`,
} as const;

/** Texts of the /system screen. */
export const systemScreen = {
  title: 'Estado del sistema',
  intro:
    'Cada parte se prueba por separado y con un tiempo límite: si una falla, las demás siguen respondiendo.',
  refresh: 'Actualizar',
  loading: 'Consultando el estado del sistema...',
  loadError: 'No pudimos consultar el estado del sistema.',
  generatedAt: (when: string) => `Consultado el ${when}`,
  summary: { ok: 'Todo funciona', aviso: 'Funciona, con avisos', falla: 'Hay partes con fallas' },
  states: { ok: 'Funciona', aviso: 'Aviso', falla: 'Falla' },
  probeError: 'Error de la prueba',
  noAccessTitle: 'Solo para administradores',
  noAccess:
    'Esta pantalla muestra el estado técnico del portal y solo la ven los administradores. Si necesitas esta información, pídela a un administrador.',
  backToDashboard: 'Volver al panel',
  navLabel: 'Sistema',
  sections: {
    aplicacion: 'Aplicación',
    base_datos: 'Base de datos',
    migraciones: 'Migraciones',
    correo: 'Correo',
    barrido: 'Archivos huérfanos',
    retencion: 'Retención de datos',
    alertas_vacantes: 'Alertas de vacantes',
    avisos_correo: 'Correo de avisos',
    recordatorios_entrevista: 'Recordatorios de entrevista',
    solicitudes_por_vencer: 'Solicitudes de datos por vencer',
    almacenamiento: 'Almacenamiento',
    identidad: 'Identidad',
    disco: 'Disco',
    errores: 'Errores recientes',
  },
  labels: {
    version: 'Versión',
    commit: 'Commit',
    node: 'Node.js',
    environment: 'Entorno',
    uptime: 'Tiempo en marcha',
    startedAt: 'Iniciado',
    engine: 'Motor',
    roundTrip: 'Respuesta a select 1',
    syncs: 'Sincroniza el disco en cada commit',
    location: 'Dónde están los datos',
    applied: 'Aplicadas',
    latest: 'Última',
    transport: 'Envío',
    pending: 'Pendientes',
    failed: 'Con fallas (se reintentan)',
    lastError: 'Último error',
    every: 'Frecuencia',
    lastRun: 'Última ejecución',
    lastSuccess: 'Última correcta',
    removed: 'Archivos eliminados',
    retentionHandled: 'Avisados o anonimizados en la última',
    digestsSent: 'Resúmenes enviados en la última',
    noticeMailsSent: 'Correos de avisos en la última',
    remindersSent: 'Recordatorios en la última',
    dueWarnings: 'Solicitudes avisadas en la última',
    driver: 'Destino',
    bucket: 'Bucket',
    probe: 'Escritura, lectura y borrado',
    provider: 'Proveedor',
    userPool: 'User pool',
    serverErrors: 'Respuestas 5xx',
    loggedErrors: 'Errores en el registro',
    since: 'Contados desde',
    freeSpace: 'Espacio libre en la carpeta de datos',
    fullSince: 'Sin espacio para escribir desde',
  },
  values: {
    pglite: 'PGlite (embebida)',
    postgres: 'PostgreSQL',
    embedded_postgres: 'PostgreSQL (embebido)',
    yes: 'Sí',
    no: 'No',
    smtp: 'SMTP',
    outbox: 'Bandeja local (sin SMTP)',
    local: 'Disco local',
    s3: 'S3',
    integrado: 'Integrado',
    cognito: 'AWS Cognito',
    never: 'Nunca',
    none: 'Ninguno',
    unknown: '—',
    interval: (minutes: number) =>
      minutes < 1
        ? `Cada ${plural(Math.round(minutes * 60), 'segundo', 'segundos')}`
        : minutes < 60 || minutes % 60 !== 0
          ? `Cada ${plural(minutes, 'minuto', 'minutos')}`
          : minutes === 60
            ? 'Cada hora'
            : `Cada ${plural(minutes / 60, 'hora', 'horas')}`,
    applied: (applied: number, known: number) => `${applied} de ${known}`,
  },
  notes: {
    outbox:
      'Sin SMTP_URL los correos (códigos de registro y recuperación) quedan en la base y no llegan a nadie.',
    sweeper: 'Borra los archivos subidos que ningún documento usa, una hora después de subidos.',
    sweeperNever: 'Aún no ha corrido: corre cada 15 minutos en cada proceso del servidor (no en pruebas).',
    retention:
      'Anonimiza los datos de quien nunca fue contratado tras RETENTION_MONTHS sin actividad, con un aviso por correo 30 días antes.',
    retentionNever: 'Aún no ha corrido: corre cada 6 horas en cada proceso del servidor (no en pruebas).',
    alerts: 'Envía una vez al día, desde las 7:00, las vacantes nuevas a quien tiene alertas y las autorizó.',
    alertsNever: 'Aún no ha corrido: corre cada hora en cada proceso del servidor (no en pruebas).',
    noticeMails:
      'Junta en un correo los avisos que llegan seguidos (tras un minuto sin novedades, a más tardar 5) y envía el resumen diario desde las 7:00.',
    reminders: 'Recuerda a cada candidato su entrevista un día antes, una vez, en la campana y por correo.',
    dueRequests:
      'Avisa a quien atiende una solicitud de datos pendiente cuando faltan 3 días hábiles o menos para su vencimiento.',
    jobNever: 'Aún no ha corrido: corre en cada proceso del servidor (no en pruebas).',
    identity: 'Los candidatos inician sesión en este user pool; el integrado habla el protocolo de Cognito.',
    errorsScope:
      'Última hora, contados por el proceso que respondió (desde su inicio si es más reciente); otros procesos llevan su propia cuenta.',
    diskFull:
      'Hubo escrituras rechazadas por falta de espacio: libere espacio en el disco de los datos (o en el del servidor PostgreSQL). El portal vuelve a escribir solo, sin reiniciar.',
    disk: 'Con menos de 512 MB libres se muestra un aviso, antes de que las escrituras empiecen a fallar.',
    pglite:
      'PGlite no sincroniza el disco en cada commit: un corte de luz puede perder lo último guardado. Con el portal detenido, pase los datos al PostgreSQL embebido con npm run db:migrate-engine (conserva cada registro y cada archivo, y deja la carpeta de PGlite aparte), o use DATABASE_URL.',
    pendingMigrations:
      'La base tiene menos migraciones que este build: reinicie el servidor para aplicarlas.',
  },
} as const;
