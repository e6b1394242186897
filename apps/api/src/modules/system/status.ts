import { statfs } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { CheckState, SystemStatus } from '@portal/shared/system/status';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { appliedMigrations, shippedMigrations } from '../../db/migrations-status.js';
import type { Env } from '../../env.js';
import { outboxHealth } from '../../infra/mail/outbox.js';
import type { StorageProvider } from '../../infra/storage/provider.js';
import type { BuildInfo } from '../../lib/build-info.js';
import type { RecentErrors } from '../../lib/recent-errors.js';
import { lastRun, type JobRun } from '../../infra/job-runs.js';
import { lastSweep } from '../documents/files/sweeper.js';
import { RETENTION_JOB } from '../retention/service.js';
import { DIGEST_JOB } from '../vacancy-alerts/digest.js';
import { NOTIFICATION_MAIL_JOB } from '../notifications/mailing.js';
import { INTERVIEW_REMINDER_JOB } from '../applications/interviews.js';
import { DATA_REQUEST_DUE_JOB } from '../data-requests/due-soon.js';
import { probe, type ProbeResult } from './probe.js';
import { storageRoundTrip } from './storage-probe.js';

/** How long each part may take before it is shown as failing. */
export const PROBE_TIMEOUT_MS = 3_000;

export interface StatusSources {
  db: Database;
  engine: DatabaseHandle['engine'];
  location: DatabaseHandle['location'];
  storage: StorageProvider;
  env: Env;
  mailTransport: 'smtp' | 'outbox';
  errors: RecentErrors;
  build: BuildInfo;
  now: () => Date;
  timeoutMs?: number;
}

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);
/** The state and error of a probe that failed; otherwise `state` and no error. */
const outcome = (result: ProbeResult<unknown>, state: CheckState) =>
  result.ok ? { estado: state, error: null } : { estado: 'falla' as const, error: result.error };
const valueOf = <T>(result: ProbeResult<T>) => (result.ok ? result.value : undefined);

/** Fewer applied than shipped: this build's tables may be missing; more: a newer build migrated. */
function migrationState(applied: number | undefined, known: number): CheckState {
  if (applied === undefined || applied === known) return 'ok';
  return applied < known ? 'falla' : 'aviso';
}

/** Less than this free where the portal writes is shown as a warning, before writes start failing. */
export const LOW_DISK_BYTES = 512 * 1024 * 1024;

/** Writes failed for lack of space lately: a failure; little space left: a warning. */
function diskState(freeBytes: number | undefined, fullSince: Date | null): CheckState {
  if (fullSince) return 'falla';
  return freeBytes !== undefined && freeBytes < LOW_DISK_BYTES ? 'aviso' : 'ok';
}

/** Free bytes of the file system holding `folder` (or its nearest existing parent). */
async function freeBytesUnder(folder: string): Promise<number> {
  for (let current = resolve(folder); ; current = dirname(current)) {
    try {
      const stats = await statfs(current);
      return stats.bavail * stats.bsize;
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT' || current === dirname(current)) throw error;
    }
  }
}

/** Without SMTP nothing leaves the server; with it, a failed attempt waits for its retry. */
const mailState = (transport: 'smtp' | 'outbox', failing: number | undefined): CheckState =>
  transport === 'outbox' || (failing ?? 0) > 0 ? 'aviso' : 'ok';

/**
 * Never ran (a new deployment) or not lately (two intervals and a margin: no process runs it): a
 * warning; its last pass failed: a failure.
 */
function jobState(run: JobRun | undefined, at: Date, everyMs: number): CheckState {
  if (run && !run.ok) return 'falla';
  if (!run || at.getTime() - run.finished_at.getTime() > 2 * everyMs + 5 * 60_000) return 'aviso';
  return 'ok';
}

/** A recorded background job as the status shows it. */
function scheduledJob(result: ProbeResult<JobRun | undefined>, everyMs: number, at: Date) {
  const run = valueOf(result);
  return {
    ...outcome(result, jobState(run, at, everyMs)),
    cada_min: everyMs / 60_000,
    ultima_ejecucion: iso(run?.finished_at),
    ultima_correcta: iso(run?.last_ok_at),
    atendidos: run?.items ?? null,
    ultimo_error: run?.error ?? null,
  };
}

/**
 * The status of every part, each probed with its own time limit, so a part that is down shows as
 * failing while the others still answer: the database round trip, then the rest at the same time
 * (at most two time limits in all).
 */
export async function systemStatus(sources: StatusSources): Promise<SystemStatus> {
  const { db, env, errors, build, now } = sources;
  const limit = sources.timeoutMs ?? PROBE_TIMEOUT_MS;
  // The round trip first, alone: on PGlite (one connection) it would otherwise wait behind the others.
  const database = await probe(limit, () => db.execute(sql`select 1`));
  const [migrations, mail, sweep, retention, digests, noticeMail, reminders, dueRequests, storage] =
    await Promise.all([
      probe(limit, () => appliedMigrations(db)),
      probe(limit, () => outboxHealth(db)),
      probe(limit, () => lastSweep(db)),
      probe(limit, () => lastRun(db, RETENTION_JOB.name)),
      probe(limit, () => lastRun(db, DIGEST_JOB.name)),
      probe(limit, () => lastRun(db, NOTIFICATION_MAIL_JOB.name)),
      probe(limit, () => lastRun(db, INTERVIEW_REMINDER_JOB.name)),
      probe(limit, () => lastRun(db, DATA_REQUEST_DUE_JOB.name)),
      probe(limit, () => storageRoundTrip(sources.storage)),
    ]);
  const free = await probe(limit, () => freeBytesUnder(env.DATA_DIR));
  const fullSince = errors.storageFullSince();
  const syncsToDisk = sources.engine !== 'pglite';
  const at = now();
  const known = shippedMigrations().length;
  const applied = valueOf(migrations);
  const outbox = valueOf(mail);
  // The sweeper's figure keeps its own name (files removed).
  const { atendidos: eliminados, ...sweeper } = scheduledJob(sweep, env.ORPHAN_SWEEP_SECONDS * 1000, at);
  const recent = errors.counts();
  const uptime = process.uptime();
  return {
    generado_en: at.toISOString(),
    aplicacion: {
      estado: 'ok',
      error: null,
      version: build.version,
      commit: build.commit,
      node: process.version,
      entorno: env.NODE_ENV,
      iniciado_en: new Date(Date.now() - uptime * 1000).toISOString(),
      uptime_s: Math.floor(uptime),
    },
    base_datos: {
      // PGlite does not sync commits to disk: shown in red, so an install left on it is noticed.
      ...outcome(database, syncsToDisk ? 'ok' : 'falla'),
      motor: sources.engine,
      sincroniza: syncsToDisk,
      ubicacion: sources.location,
      ms: database.ok ? database.ms : null,
    },
    migraciones: {
      ...outcome(migrations, migrationState(applied?.applied, known)),
      aplicadas: applied?.applied ?? null,
      conocidas: known,
      ultima: applied?.latest ?? null,
    },
    correo: {
      ...outcome(mail, mailState(sources.mailTransport, outbox?.failing)),
      transporte: sources.mailTransport,
      pendientes: outbox?.pending ?? null,
      fallidos: outbox?.failing ?? null,
      ultimo_error: outbox?.lastError ?? null,
    },
    barrido: { ...sweeper, eliminados },
    retencion: scheduledJob(retention, RETENTION_JOB.everyMs, at),
    alertas_vacantes: scheduledJob(digests, DIGEST_JOB.everyMs, at),
    avisos_correo: scheduledJob(noticeMail, NOTIFICATION_MAIL_JOB.everyMs, at),
    recordatorios_entrevista: scheduledJob(reminders, INTERVIEW_REMINDER_JOB.everyMs, at),
    solicitudes_por_vencer: scheduledJob(dueRequests, DATA_REQUEST_DUE_JOB.everyMs, at),
    almacenamiento: {
      ...outcome(storage, 'ok'),
      driver: sources.storage.driver,
      bucket: sources.storage.bucket,
      ms: storage.ok ? storage.ms : null,
    },
    identidad: {
      estado: 'ok',
      error: null,
      proveedor: env.COGNITO_USER_POOL_ID ? 'cognito' : 'integrado',
      user_pool_id: env.COGNITO_USER_POOL_ID ?? env.IDENTITY_USER_POOL_ID,
    },
    disco: {
      ...outcome(free, diskState(valueOf(free), fullSince)),
      libre_bytes: valueOf(free) ?? null,
      sin_espacio_desde: iso(fullSince),
    },
    errores: {
      estado: recent.serverErrors + recent.logged > 0 ? 'aviso' : 'ok',
      error: null,
      ventana_min: errors.windowMinutes,
      respuestas_5xx: recent.serverErrors,
      registrados: recent.logged,
      desde: recent.since.toISOString(),
      alcance: 'proceso',
    },
  };
}
