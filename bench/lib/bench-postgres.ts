import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../apps/api/src/db/embedded-postgres';

export interface BenchPostgres {
  /** A connection string the benches' scratch databases and the API both accept. */
  url: string;
  /** Which server, for the printed report. */
  label: string;
  stop(): Promise<void>;
}

/**
 * The PostgreSQL server a bench measures on: TEST_DATABASE_URL's when set, or else the portal's own
 * embedded PostgreSQL on a throwaway folder, so every bench runs on a fresh clone (issue 34 item 7).
 */
export async function benchPostgres(): Promise<BenchPostgres> {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) return { url: configured, label: 'PostgreSQL de TEST_DATABASE_URL', stop: async () => {} };
  const folder = mkdtempSync(join(tmpdir(), 'portal-bench-pg-'));
  // mkdtemp makes it 700; as root the server runs as the postgres user, which must enter it.
  chmodSync(folder, 0o755);
  const server = await startEmbeddedPostgres(join(folder, 'data'), { adopt: false });
  const { user, host, port, database } = server.connection;
  const url = `postgres://${user}@localhost:${port}/${database}?host=${encodeURIComponent(String(host))}`;
  return {
    url,
    label: `PostgreSQL embebido en ${folder} (sin TEST_DATABASE_URL)`,
    stop: async () => {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
