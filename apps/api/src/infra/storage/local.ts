import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { LinkSigner } from './signing.js';
import {
  isSafeKey,
  objectUrl,
  type OpenedObject,
  type StorageProvider,
  type StoredObject,
} from './provider.js';

/**
 * Files on local disk under UPLOADS_DIR, a folder no route serves. Writes go to a `.part` file that
 * is renamed only when complete, so a failed or refused upload leaves nothing under its key.
 */
export class LocalStorage implements StorageProvider {
  readonly driver = 'local' as const;
  private readonly root: string;

  constructor(
    root: string,
    readonly bucket: string,
    readonly signer: LinkSigner,
  ) {
    this.root = resolve(root);
  }

  /** Absolute path of a key; throws for anything that is not one of our keys. */
  pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!isSafeKey(key) || !path.startsWith(this.root + sep)) throw new Error(`unsafe key ${key}`);
    return path;
  }

  async put(key: string, body: Readable, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.part-${randomBytes(6).toString('hex')}`;
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      // On disk before it is acknowledged: a power cut after the answer must not lose the file.
      await syncPath(partial);
      await rename(partial, path);
      await syncPath(dirname(path));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.pathOf(to);
    await mkdir(dirname(target), { recursive: true });
    await rename(this.pathOf(from), target);
    await syncPath(dirname(target));
  }

  async signedUrl(key: string): Promise<string> {
    const { expires, signature } = this.signer.sign(key);
    return `${objectUrl(key)}?expires=${expires}&signature=${signature}`;
  }

  /** Opens a stored file (the signed-link route, the data export); undefined when it is gone. */
  async open(key: string): Promise<OpenedObject | undefined> {
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(path), size: info.size };
  }

  async *list(): AsyncIterable<StoredObject> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const info = await stat(path).catch(() => undefined);
      if (info) yield { key: relative(this.root, path).split(sep).join('/'), lastModified: info.mtime };
    }
  }
}

/** fsync of a file, or of a folder so a rename in it survives a crash. */
async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
