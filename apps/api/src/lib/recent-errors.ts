import type { FastifyServerOptions } from 'fastify';

const MINUTE_MS = 60_000;
/** pino's numeric level of `error` (fatal is 60). */
const ERROR_LEVEL = 50;

type Kind = 'serverErrors' | 'logged';
/** How long one disk-full failure keeps readiness red. */
export const STORAGE_FULL_WINDOW_MS = 30_000;

/**
 * Errors of the last `windowMinutes` in this process, in one-minute buckets: 5xx answers and lines
 * logged at error or fatal. Nothing is shared between processes or kept across a restart; the system
 * screen says so.
 */
export class RecentErrors {
  readonly startedAt: Date;
  private readonly buckets = new Map<number, Record<Kind, number>>();

  constructor(
    private readonly now: () => Date = () => new Date(),
    readonly windowMinutes = 60,
  ) {
    this.startedAt = now();
  }

  /** When a write last failed for lack of disk space (the database's or the files'). */
  private lastStorageFull: Date | null = null;

  noteStorageFull() {
    this.lastStorageFull = this.now();
  }

  /**
   * The last disk-full failure, while it is recent enough to mean the disk is still full: readiness
   * turns red for that long after each one, and green again by itself once writes stop failing.
   */
  storageFullSince(windowMs = STORAGE_FULL_WINDOW_MS): Date | null {
    const last = this.lastStorageFull;
    return last && this.now().getTime() - last.getTime() < windowMs ? last : null;
  }

  record(kind: Kind) {
    const minute = Math.floor(this.now().getTime() / MINUTE_MS);
    const bucket = this.buckets.get(minute) ?? { serverErrors: 0, logged: 0 };
    bucket[kind] += 1;
    this.buckets.set(minute, bucket);
    this.prune(minute);
  }

  private prune(minute: number) {
    for (const key of this.buckets.keys()) if (key <= minute - this.windowMinutes) this.buckets.delete(key);
  }

  /** The counts of the window, and since when they run (the window's start, or the process start). */
  counts() {
    const nowMs = this.now().getTime();
    const minute = Math.floor(nowMs / MINUTE_MS);
    this.prune(minute);
    const totals = { serverErrors: 0, logged: 0 };
    for (const bucket of this.buckets.values()) {
      totals.serverErrors += bucket.serverErrors;
      totals.logged += bucket.logged;
    }
    const windowStart = (minute - this.windowMinutes + 1) * MINUTE_MS;
    const since = new Date(Math.max(windowStart, this.startedAt.getTime()));
    return { ...totals, since };
  }
}

/**
 * Logger options that also count every line at error or fatal (child loggers, request loggers
 * included). `false` stays false: with no logger nothing is written, so nothing is counted.
 */
export function countingLogger(
  logger: FastifyServerOptions['logger'],
  errors: RecentErrors,
): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger;
  return {
    ...logger,
    hooks: {
      logMethod(args, method, level) {
        if (level >= ERROR_LEVEL) errors.record('logged');
        return method.apply(this, args);
      },
    },
  };
}
