import { performance } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

/** What the process holds, in MB: the figures `npm run bench:memory` prints beside each process's PSS. */
export function memoryFigures() {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    getHeapSpaceStatistics()
      .filter((space) => space.space_size > 0)
      .map((space) => [space.space_name, { size: mb(space.space_size), used: mb(space.space_used_size) }]),
  );
  return {
    rss: mb(usage.rss),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    spaces,
  };
}

/**
 * Full collections, for when a burst of work is over (start-up's migrations and seed, a busy hour): V8
 * collects the old space only when it needs room and keeps its young space at the largest size the
 * burst grew it to, so that garbage would stay resident while the portal sits idle (decision 0069). The
 * second collection, at a low allocation rate, is the one that shrinks the young space. Node's
 * documented way to reach `gc` without starting with --expose-gc: the flag, then a new context.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
}

/**
 * Busier than this share of an interval counts as work; below it, the portal is at rest. The portal's
 * own timers (outbox, jobs, listeners) stay under it even when other programs crowd the CPU: at 5 %
 * a portal at rest on a 2-core machine at load 3 still looked busy and kept its garbage for 30 s.
 */
const IDLE_UTILIZATION = 0.1;

/** Idle checks after a busy spell when it is collected again: past the idle timeouts of what the spell
 * opened (pool connections 10 s, the sign-in worker 30 s), whose objects are garbage only then. */
const SETTLED_CHECKS = 4;

/**
 * Collects at the first two checks whatever the load (start-up's garbage: migrations, seed, the first
 * jobs; V8 gives the young space back only at the second, once the allocation rate has fallen); after a
 * busy spell, at the first idle check and again `SETTLED_CHECKS` idle checks later. Never while the
 * portal stays idle.
 */
export function collectWhenIdle(intervalMs = 10_000): () => void {
  let last = performance.eventLoopUtilization();
  let startUpChecks = 2;
  /** Idle checks since the last busy one; null before any busy one. */
  let idleSinceWork: number | null = null;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    if (utilization > IDLE_UTILIZATION) idleSinceWork = 0;
    else if (idleSinceWork !== null) idleSinceWork += 1;
    if (startUpChecks > 0 || idleSinceWork === 1 || idleSinceWork === SETTLED_CHECKS) collectGarbage();
    startUpChecks -= 1;
  }, intervalMs).unref();
  return () => clearInterval(timer);
}

/** `kill -USR2 <pid>` writes the figures as one line on stderr (used by bench/memory.ts). */
export function reportMemoryOnSignal(): void {
  process.on('SIGUSR2', () => console.warn(`[memoria] ${JSON.stringify(memoryFigures())}`));
}
