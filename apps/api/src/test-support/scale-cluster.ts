import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServerProcess, type ServerProcess } from './server-process.js';

export const NGINX = '/usr/sbin/nginx';
export const hasNginx = () => existsSync(NGINX);

export interface Cluster {
  /** nginx, round robin over every process. */
  url: string;
  processes: ServerProcess[];
  /** The DATA_DIR every process shares (uploads under `uploads/`). */
  dataDir: string;
  /** nginx's error log so far: why it failed a request (an upstream that closed, refused or timed out). */
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

function nginxConfig(dir: string, port: number, upstreams: string[]): string {
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream portal {
${upstreams.map((url) => `    server ${new URL(url).host};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    # nginx closes a client's connection after 1000 requests by default; autocannon does not wait for
    # that close and counted ECONNRESET errors (bench:scale) that were the client's, not the portal's.
    keepalive_requests 1000000;
    client_max_body_size 20m;
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

async function waitForPort(url: string, failed: () => string | null): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const problem = failed();
    if (problem) throw new Error(problem);
    if (
      await fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx no respondió en ${url}`);
}

/**
 * `count` API processes started at the same moment on one PostgreSQL database (so they race to
 * migrate and seed, as in a rolling deploy) and nginx in front of them, round robin (issue 14 item 1).
 * Shared by the scale-out tests and `npm run bench:scale`.
 */
export async function startCluster(
  databaseUrl: string,
  count = 3,
  env: Record<string, string> = {},
): Promise<Cluster> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-cluster-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // As in a deployment: every process names the balancer's address in links and token issuers.
  const shared = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(dir, 'data'),
    TRUST_PROXY: 'true',
    PUBLIC_URL: url,
    ...env,
  };
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServerProcess(shared)));
  const processes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopProcesses = () => Promise.all(processes.map((server) => server.kill('SIGTERM')));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stopProcesses();
    throw (failure as PromiseRejectedResult).reason;
  }
  const config = join(dir, 'nginx.conf');
  await writeFile(
    config,
    nginxConfig(
      dir,
      port,
      processes.map((server) => server.url),
    ),
  );
  const nginx = spawn(NGINX, ['-c', config, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let nginxErrors = '';
  nginx.stderr.on('data', (chunk: Buffer) => (nginxErrors += chunk.toString()));
  const nginxExited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const stop = async () => {
    if (nginx.exitCode === null) nginx.kill('SIGQUIT');
    await nginxExited;
    await stopProcesses();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(url, () => (nginx.exitCode !== null ? `nginx terminó: ${nginxErrors}` : null));
  } catch (error) {
    await stop();
    throw error;
  }
  const errorLog = () => readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
  return { url, processes, dataDir: shared.DATA_DIR, errorLog, stop };
}
