import { z } from 'zod';

/** How a part of the system is: working, working with something to look at, or failing. */
export const CHECK_STATES = ['ok', 'aviso', 'falla'] as const;
export type CheckState = (typeof CHECK_STATES)[number];

/** What every part of the status carries: its state, and what failed when its probe did. */
const check = z.object({
  estado: z.enum(CHECK_STATES),
  /** The probe's own failure (an error or its timeout); null when it answered. */
  error: z.string().nullable(),
});

/** A background job recorded in the database: how often it runs, its last pass, what it handled. */
const scheduledJob = check.extend({
  cada_min: z.number(),
  ultima_ejecucion: z.string().nullable(),
  ultima_correcta: z.string().nullable(),
  /** What its last pass handled (warnings and anonymizations; digests sent). */
  atendidos: z.number().nullable(),
  ultimo_error: z.string().nullable(),
});

/** `GET /api/system/status` (admins): each part probed on its own, with a timeout each. */
export const systemStatusSchema = z.object({
  generado_en: z.string(),
  aplicacion: check.extend({
    version: z.string(),
    /** The git commit the server runs (GIT_COMMIT, else `git rev-parse` at start), or "desconocido". */
    commit: z.string(),
    node: z.string(),
    entorno: z.string(),
    iniciado_en: z.string(),
    uptime_s: z.number(),
  }),
  base_datos: check.extend({
    motor: z.enum(['pglite', 'postgres', 'embedded_postgres']),
    /** Whether each commit is synced to disk (PGlite does not: a power cut can lose the last writes). */
    sincroniza: z.boolean(),
    /** Where the data lives: the embedded engine's folder, or the server's host and database (no credentials). */
    ubicacion: z.string(),
    /** Round trip of `select 1`, in milliseconds. */
    ms: z.number().nullable(),
  }),
  migraciones: check.extend({
    aplicadas: z.number().nullable(),
    /** Migrations this build ships. */
    conocidas: z.number(),
    ultima: z.string().nullable(),
  }),
  correo: check.extend({
    transporte: z.enum(['smtp', 'outbox']),
    pendientes: z.number().nullable(),
    /** Pending messages whose last delivery attempt failed (the worker retries them). */
    fallidos: z.number().nullable(),
    ultimo_error: z.string().nullable(),
  }),
  barrido: check.extend({
    cada_min: z.number(),
    /** When the orphan sweeper last finished, in any process (it is recorded in the database). */
    ultima_ejecucion: z.string().nullable(),
    ultima_correcta: z.string().nullable(),
    eliminados: z.number().nullable(),
    ultimo_error: z.string().nullable(),
  }),
  /** Retention of data of candidates never hired (decision 0032). */
  retencion: scheduledJob,
  /** The daily vacancy-alert digests (decision 0037). */
  alertas_vacantes: scheduledJob,
  /** The notification mailer: events gathered into mails (decision 0060). */
  avisos_correo: scheduledJob,
  /** The day-before interview reminders (issue 30). */
  recordatorios_entrevista: scheduledJob,
  /** The warning that a data request's legal term is about to end (issue 30). */
  solicitudes_por_vencer: scheduledJob,
  almacenamiento: check.extend({
    driver: z.enum(['local', 's3']),
    bucket: z.string(),
    /** Write, read back and delete of a small object, in milliseconds. */
    ms: z.number().nullable(),
  }),
  identidad: check.extend({
    proveedor: z.enum(['integrado', 'cognito']),
    user_pool_id: z.string(),
  }),
  /**
   * Free space where the portal keeps its data (DATA_DIR: the embedded database and the files), and
   * since when writes fail for lack of space (the database's disk_full or the files' ENOSPC, also
   * when the database is an external server).
   */
  disco: check.extend({
    libre_bytes: z.number().nullable(),
    sin_espacio_desde: z.string().nullable(),
  }),
  errores: check.extend({
    ventana_min: z.number(),
    respuestas_5xx: z.number(),
    /** Lines at level error or fatal the server wrote to its log. */
    registrados: z.number(),
    desde: z.string(),
    /** Counted by the process that answered, not across every process of the deployment. */
    alcance: z.literal('proceso'),
  }),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
