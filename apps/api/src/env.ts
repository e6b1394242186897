import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every configuration variable, with its default. The README's table mirrors this list. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  /** Only behind a reverse proxy that sets X-Forwarded-For: otherwise clients could pick their own IP. */
  TRUST_PROXY: booleanFlag.default(false),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar por postgres:// o postgresql://')
    .optional(),
  /** Without DATABASE_URL: a PostgreSQL server from npm (default) or PGlite (decision 0038). */
  EMBEDDED_DATABASE: z.enum(['postgres', 'pglite']).default('postgres'),
  POSTGRES_DIR: z.string().min(1).optional(),
  PGLITE_DIR: z.string().min(1).optional(),
  SEED_DEMO_DATA: booleanFlag.default(true),
  /** The agency as employer in its workers' contracts (the EST's razón social and NIT). */
  AGENCY_NAME: z.string().trim().min(3).max(200).default('Portal de Empleo Servicios Temporales S.A.S.'),
  AGENCY_NIT: z.string().trim().min(5).max(20).default('900.555.123-4'),
  WEB_DIST_DIR: z.string().min(1).default('./apps/web/dist'),
  SENTRY_DSN: z.union([z.url(), z.literal('')]).default(''),
  SENTRY_ENVIRONMENT: z.string().default('production'),
  /** The commit being run, for the system screen; without it the server asks git once at start. */
  GIT_COMMIT: z
    .string()
    .regex(/^[0-9A-Za-z._-]{1,64}$/, 'debe ser un hash de commit (o una etiqueta corta)')
    .optional(),
  IDENTITY_USER_POOL_ID: z
    .string()
    .regex(/^[a-z]{2}-[a-z]+-\d_[A-Za-z0-9]+$/, 'debe tener el formato <región>_<nombre>')
    .default('us-east-1_PortalLocal'),
  IDENTITY_CLIENT_ID: z.string().min(1).default('portallocalclient0000000001'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'debe empezar por smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Portal de empleo <no-reply@portal.local>'),
  /**
   * Seconds a process keeps a message it claimed before another process may send it: how long a
   * message waits when its sender dies mid-delivery. It must outlast a normal delivery.
   */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  COGNITO_USER_POOL_ID: z.string().optional(),
  COGNITO_REGION: z.string().optional(),
  COGNITO_CLIENT_ID: z.string().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  UPLOADS_DIR: z.string().min(1).optional(),
  STORAGE_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'debe ser un nombre de bucket válido')
    .default('portal-documentos'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** How often each process sweeps uploads nobody attached (decimals allowed; tests sweep often). */
  ORPHAN_SWEEP_SECONDS: z.coerce.number().min(0.1).max(86_400).default(900),
  SIGNED_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(604800).default(900),
  STORAGE_SIGNING_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  /** How long the dashboard figures are reused before they are computed again (0: every time). */
  KPI_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Uploads one candidate may start per minute (sliding window): a person needs a few, a script more. */
  UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(12),
  /**
   * Invitation e-mails one staff member may send per sliding hour, one by one or in bulk (decision
   * 0052): the portal's address is not a relay. A bigger file is refused whole, with when to go on.
   */
  INVITATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5000),
  /** Megabytes one candidate may keep uploaded but not saved into a document (they live an hour). */
  UPLOADS_UNATTACHED_MAX_MB: z.coerce.number().int().min(1).max(100_000).default(50),
  /**
   * Months the data of a candidate never hired is kept after their last activity; then, after a
   * warning e-mail 30 days before, it is anonymized (Ley 1581, art. 4 lit. d and art. 11; decision 0032).
   */
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(240).default(24),
  /**
   * Slow-client limits (decision 0055). Headers come in one or two packets even on a poor phone;
   * a whole request may be a 10 MB upload, and 300 s lets one through at ~280 kbit/s.
   * Decimals allowed (tests use short ones).
   */
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(30),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(300),
  /** A connection with no byte either way for this long is closed. */
  HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(60),
  /** Idle time a kept-alive connection waits for the next request: above a load balancer's 60 s. */
  HTTP_KEEP_ALIVE_SECONDS: z.coerce.number().min(0.1).max(3600).default(72),
  HTTP_MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(0).max(1_000_000).default(1000),
});

export type Env = z.infer<typeof envSchema> & { pgliteDir: string; postgresDir: string; uploadsDir: string };

export class EnvError extends Error {}

/** Parses the environment once at boot; a bad value stops start-up naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const cognitoKeys = [env.COGNITO_USER_POOL_ID, env.COGNITO_REGION, env.COGNITO_CLIENT_ID];
  if (cognitoKeys.some(Boolean) && !cognitoKeys.every(Boolean)) {
    throw new EnvError(
      'Configuración inválida:\n  COGNITO_USER_POOL_ID, COGNITO_REGION y COGNITO_CLIENT_ID van juntas: defina las tres o ninguna',
    );
  }
  if (env.HTTP_HEADERS_TIMEOUT_SECONDS > env.HTTP_REQUEST_TIMEOUT_SECONDS) {
    throw new EnvError(
      'Configuración inválida:\n  HTTP_HEADERS_TIMEOUT_SECONDS no puede superar HTTP_REQUEST_TIMEOUT_SECONDS: los encabezados son parte de la solicitud',
    );
  }
  return {
    ...env,
    pgliteDir: env.PGLITE_DIR ?? `${env.DATA_DIR}/pg`,
    postgresDir: env.POSTGRES_DIR ?? `${env.DATA_DIR}/postgres`,
    uploadsDir: env.UPLOADS_DIR ?? `${env.DATA_DIR}/uploads`,
  };
}
