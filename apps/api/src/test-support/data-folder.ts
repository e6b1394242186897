import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A fresh DATA_DIR under the system's temporary folder. mkdtemp makes it 0700, which keeps out the
 * unprivileged user the embedded PostgreSQL runs as when tests run as root (decision 0038); real
 * data folders (./data) are made with the usual 0755.
 */
export function temporaryDataFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), `${prefix}-`));
  chmodSync(folder, 0o755);
  return folder;
}
