import { rmSync } from 'node:fs';
import { temporaryDataFolder } from '../../apps/api/src/test-support/data-folder';
import { startServerProcess } from '../../apps/api/src/test-support/server-process';

export interface PortalServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A second portal server for a spec that needs its own settings, started the way `npm run serve` does
 * (built SPA included) on a fresh data directory.
 */
export async function startPortalServer(env: Record<string, string>): Promise<PortalServer> {
  const dataDir = temporaryDataFolder('portal-e2e-extra');
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', ...env });
    return {
      url: server.url,
      stop: async () => {
        await server.kill('SIGTERM');
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
