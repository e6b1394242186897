import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { systemMessages } from '@portal/shared/messages';
import type { StorageProvider } from '../../infra/storage/provider.js';
import { describeError } from './probe.js';

/** One step of the probe: its error, if any, names the step ("Lectura: …"). */
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new Error(`${name}: ${describeError(error)}`, { cause: error });
  }
}

/**
 * Writes a small object, reads it back and deletes it, as an upload and a download would. A failed
 * read still tries the delete; what it cannot remove the orphan sweeper removes an hour later.
 */
export async function storageRoundTrip(storage: StorageProvider): Promise<void> {
  const key = `sistema/sonda-${randomBytes(8).toString('hex')}.txt`;
  const content = Buffer.from(`sonda del estado del sistema ${new Date().toISOString()}`);
  await step(systemMessages.storageWrite, () => storage.put(key, Readable.from([content]), 'text/plain'));
  try {
    const back = await step(systemMessages.storageRead, () => storage.read(key));
    if (!back.equals(content))
      throw new Error(`${systemMessages.storageRead}: ${systemMessages.storageMismatch}`);
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  await step(systemMessages.storageDelete, () => storage.delete(key));
}
