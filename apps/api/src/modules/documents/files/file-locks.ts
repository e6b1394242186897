import type { Database, Db } from '../../../db/client.js';
import { FILE_LOCKS, transactionLockOn } from '../../../infra/advisory-lock.js';
import { keyFromUrl, objectUrl, type StorageProvider } from '../../../infra/storage/provider.js';
import { referencedUrls } from '../repository.js';

/*
 * Whoever points a row at a stored file and whoever removes a file no row points to hold that file's
 * lock from their check to their commit or delete. Without it, with several processes, a sweeper
 * could find no row an instant before an attach commits one, then remove the file the new row points
 * to (infra/scale/scale-out.test.ts found it).
 */

/** In the caller's transaction, which is about to point a row at the file: locks it, says if it is there. */
export async function lockedFileExists(tx: Db, storage: StorageProvider, key: string): Promise<boolean> {
  await transactionLockOn(tx, FILE_LOCKS, objectUrl(key));
  return storage.exists(key);
}

/**
 * Removes the file of each of these URLs that no row points to (by this URL or our own URL of the
 * file), each under its lock; answers the keys it removed itself, so a file another process removed
 * first is not counted twice.
 */
export async function removeUnreferenced(
  db: Database,
  storage: StorageProvider,
  urls: string[],
): Promise<string[]> {
  const removed: string[] = [];
  for (const url of urls) {
    const key = keyFromUrl(url);
    if (!key) continue;
    const own = objectUrl(key);
    const gone = await db.transaction(async (tx) => {
      await transactionLockOn(tx, FILE_LOCKS, own);
      if ((await referencedUrls(tx, [...new Set([url, own])])).size > 0) return false;
      if (!(await storage.exists(key))) return false;
      await storage.delete(key);
      return true;
    });
    if (gone) removed.push(key);
  }
  return removed;
}
