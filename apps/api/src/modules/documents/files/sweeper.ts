import { lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { cargasCandidato } from '../../../db/schema/index.js';
import { lastRun, recordRun } from '../../../infra/job-runs.js';
import { objectUrl, type StorageProvider } from '../../../infra/storage/provider.js';
import { removeUnreferenced } from './file-locks.js';
import { referencedUrls } from '../repository.js';

/** Uploads get this long to be attached to a document before the sweeper may remove them. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const BATCH = 200;

/**
 * Removes stored objects that no row points to and that are older than the grace period (uploads
 * never followed by an insert, leftovers of a crash). Returns the removed keys.
 */
export async function sweepOrphans(
  db: Database,
  storage: StorageProvider,
  { now = new Date(), graceMs = ORPHAN_GRACE_MS } = {},
): Promise<string[]> {
  const cutoff = now.getTime() - graceMs;
  const removed: string[] = [];
  let batch: string[] = [];
  const flush = async () => {
    // One query leaves out what rows point to; each of the rest is checked again under its lock.
    const referenced = await referencedUrls(db, batch.map(objectUrl));
    const unreferenced = batch.map(objectUrl).filter((url) => !referenced.has(url));
    removed.push(...(await removeUnreferenced(db, storage, unreferenced)));
    batch = [];
  };
  for await (const object of storage.list()) {
    if (object.lastModified.getTime() > cutoff) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  // Past the grace period an upload no longer counts against the quota (upload-quota.ts).
  await db.delete(cargasCandidato).where(lt(cargasCandidato.creado_en, new Date(cutoff)));
  return removed;
}

/** The sweeper's name in the record of background runs. */
const SWEEPER_JOB = 'orphan-sweeper';

/** One scheduled pass: sweeps, and records when it ended and how, for the system screen. */
export function sweepAndRecord(db: Database, storage: StorageProvider, now: () => Date): Promise<string[]> {
  const sweep = () => sweepOrphans(db, storage, { now: now() });
  return recordRun(db, SWEEPER_JOB, now, sweep, (keys) => keys.length);
}

/** The sweeper's last recorded pass (by any process), or undefined when it never ran. */
export const lastSweep = (db: Database) => lastRun(db, SWEEPER_JOB);
